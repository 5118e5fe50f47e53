import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { HTTP_ERROR_MESSAGES, SITE } from '@campus-threads/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
 * build, non-API pages answer 503 with a short explanation.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const built = existsSync(join(webDistDir, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!isPageRequest) return reply.code(404).send({ message: HTTP_ERROR_MESSAGES.routeNotFound });
    // A missing file (an old hashed asset, a typo) is a 404, not the app shell.
    if (path.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
