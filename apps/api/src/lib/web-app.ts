import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { HTTP_ERROR_MESSAGES, SITE } from '@campus-threads/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  pageHintsFor,
  readPageAssets,
  renderPage,
  type PageAssets,
  type PageSources,
} from './page-hints';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${SITE.name}</title></head>
<body><h1>${SITE.name}</h1><p>The web app is not built yet. Run <code>npm run build</code>, then restart the server.</p>
<p>The API is available under <code>/api</code>.</p></body></html>
`;

/**
 * Serves the built React app: hashed files under /assets/ cached for a year, index.html never
 * cached, and every other non-API GET falls back to index.html (client-side routes). Without a
 * build, non-API pages answer 503 with a short explanation. Home, the casual listing, product,
 * accessories, cart and drop pages get preload hints and their first API answers in the HTML
 * (lib/page-hints.ts), read from `sources`, the same services the public API routes use; a drop's
 * page also gets its own title and link-preview tags.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  sources?: PageSources,
  /** `pending`: the build is under way and done before the server listens (docs/decisions/0064). */
  build: { pending?: boolean } = {},
): Promise<void> {
  const built = build.pending === true || existsSync(join(webDistDir, 'index.html'));
  if (build.pending) mkdirSync(webDistDir, { recursive: true });
  // Read at the first page, not here: a pending build writes them after the app is made.
  let shell: { template: string; pageAssets: PageAssets } | undefined;
  const shellOf = () =>
    (shell ??= {
      template: readFileSync(join(webDistDir, 'index.html'), 'utf8'),
      pageAssets: readPageAssets(webDistDir),
    });

  /** The app shell, with this page's hints when it has some; compressed like the static files. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', 'no-cache');
    // Absolute links (a drop's link preview) use PUBLIC_URL when given, else this request's address.
    const origin = `${request.protocol}://${request.host}`;
    const { template, pageAssets } = shellOf();
    const hints = await pageHintsFor(request.url, sources, pageAssets, origin);
    if (!hints) return reply.sendFile('index.html');
    const html = Buffer.from(renderPage(template, hints));
    reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('Content-Encoding', 'br').send(body);
    }
    if (/\bgzip\b/.test(accepts)) {
      return reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
    }
    return reply.send(html);
  }

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      // `/` is the home page: answered below with its hints, like every other page address.
      index: false,
      // The build writes .br and .gz beside each text file (scripts/lib/web-build.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, servedPath) {
        // The file sent may be the precompressed twin (index.html.br): judge by the original name.
        const filePath = servedPath.replace(/\.(br|gz)$/, '');
        if (filePath !== servedPath) res.setHeader('Vary', 'Accept-Encoding');
        if (filePath.startsWith(join(webDistDir, 'assets') + '/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (filePath.endsWith('.html')) {
          res.setHeader('Cache-Control', 'no-cache');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    });
  }

  if (built) app.get('/', sendPage);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!isPageRequest) return reply.code(404).send({ message: HTTP_ERROR_MESSAGES.routeNotFound });
    // A missing file (an old hashed asset, a typo) is a 404, not the app shell.
    if (path.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return sendPage(request, reply);
  });
}
