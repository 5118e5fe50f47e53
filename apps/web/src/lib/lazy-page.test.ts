import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function Greeting() {
  return createElement('h1', null, 'Hello from the page');
}

const inSuspense = (page: () => ReturnType<typeof createElement>) =>
  renderToString(createElement(Suspense, { fallback: 'Loading…' }, page()));

describe('lazyPage', () => {
  it('shows the fallback while the page’s code is not loaded yet', () => {
    const Page = lazyPage(() => Promise.resolve({ Component: Greeting }));
    expect(inSuspense(() => createElement(Page))).toContain('Loading…');
  });

  it('renders a preloaded page at once, without the fallback', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return Promise.resolve({ Component: Greeting });
    });
    await Page.preload();
    const html = inSuspense(() => createElement(Page));
    expect(html).toContain('Hello from the page');
    expect(html).not.toContain('Loading…');
    // A second preload does not fetch the code again.
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('leaves a page whose code failed to load to the lazy path (a retry on render)', async () => {
    let attempt = 0;
    const Page = lazyPage(() => {
      attempt += 1;
      return attempt === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ Component: Greeting });
    });
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(inSuspense(() => createElement(Page))).toContain('Loading…');
    expect(attempt).toBe(2);
  });
});
