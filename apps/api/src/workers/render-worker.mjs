// The render pool's thread (lib/worker-pool.ts). The API runs TypeScript through tsx, and a
// worker thread starts without the main thread's loader, so it registers tsx before loading
// the tasks.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./render-tasks.ts');

export default tasks.default;
