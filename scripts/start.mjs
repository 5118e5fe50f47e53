// `npm start`: build the web app if needed, then serve API + app from this one process.
import { register } from 'tsx/esm/api';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureWebBuild, root } from './lib/web-build.mjs';

ensureWebBuild();
register();
await import(pathToFileURL(join(root, 'apps/api/src/server.ts')).href);
