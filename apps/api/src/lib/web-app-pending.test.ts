import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const emptyDist = () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'ct-web-pending-')), 'dist');
  dirs.push(dir);
  return dir;
};
const SHELL = '<!doctype html><html><head><title>Campus Threads</title></head><body></body></html>';

// `npm start` builds the web app beside the API's boot (docs/decisions/0064): the app is made
// while the build is under way, and serves the pages the build wrote before the server listens.
describe('the web app while its build is under way', () => {
  it('serves the shell written after the app was made', async () => {
    const dist = emptyDist();
    const app = Fastify();
    await registerWebApp(app, dist, undefined, { pending: true });
    await app.ready();
    writeFileSync(join(dist, 'index.html'), SHELL); // the build finishes
    const home = await app.inject({ method: 'GET', url: '/' });
    const page = await app.inject({ method: 'GET', url: '/tshirts/casual' });
    expect([home.statusCode, page.statusCode]).toEqual([200, 200]);
    expect(page.body).toContain('<title>Campus Threads</title>');
    await app.close();
  });

  it('without a build on the way, an empty folder is the "not built" page', async () => {
    const app = Fastify();
    await registerWebApp(app, emptyDist());
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/tshirts/casual' })).statusCode).toBe(503);
    await app.close();
  });
});
