// A worker for lib/worker-pool.test.ts: answers the thread it ran on, after `waitMs`.
import { threadId } from 'node:worker_threads';

export default async function task({ waitMs = 0 }) {
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  return { threadId };
}
