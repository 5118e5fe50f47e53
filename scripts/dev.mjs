// `npm run dev`: the API with reload on port 3001 and Vite's dev server (proxying /api) on 5173.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/web-build.mjs';

const children = [
  spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server.ts'], {
    cwd: join(root, 'apps/api'),
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001' },
    stdio: 'inherit',
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
  }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
}
