// `npm start`: serve API + app from this one process, building the web app first if needed.
import { register } from 'tsx/esm/api';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureWebBuildInBackground, root } from './lib/web-build.mjs';

// The build runs beside the API's boot (database, migrations); server.ts waits on this promise,
// under the same registered symbol, before it builds the app, which reads the built index.html
// (docs/decisions/0064).
globalThis[Symbol.for('campus-threads.web-build')] = ensureWebBuildInBackground();
register();
await import(pathToFileURL(join(root, 'apps/api/src/server.ts')).href);
