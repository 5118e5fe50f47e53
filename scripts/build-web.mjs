// Builds the web app now (vite, then the precompressed twins): what `npm start` runs beside the
// API's boot (scripts/lib/web-build.mjs ensureWebBuildInBackground).
import { ensureWebBuild } from './lib/web-build.mjs';

ensureWebBuild({ force: true });
