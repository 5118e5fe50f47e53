import { CHANGE_CHANNEL, createFeedEnd, type ChangeFeed } from './change-feed';
import { closeRedis, createRedis, type RedisLog } from './redis';

/** The subscriber connections' name in CLIENT LIST (tests cut exactly these). */
export const CHANGE_FEED_CONNECTION_NAME = 'ct-change-feed';
const RESUBSCRIBE_MS = 1_000;

/**
 * The change feed on Redis (REDIS_URL, docs/decisions/0029), same contract as the PostgreSQL one
 * (lib/change-feed.ts): publish() tells this process's listeners at once and PUBLISHes
 * `{topic, origin}` on `ct_changes`; one dedicated connection SUBSCRIBEs and hands other
 * processes' messages to the listeners (its own are ignored). When that connection drops it
 * reconnects by itself, subscribes again and then tells every listener (a change may have been
 * missed meanwhile). `ready` resolves once the first SUBSCRIBE is confirmed.
 */
export function createRedisChangeFeed(url: string, options: { log?: RedisLog } = {}): ChangeFeed {
  const feed = createFeedEnd(options.log);
  const { notifyAll, subscribe } = feed;
  const publisher = createRedis(url, { name: 'ct-change-feed-publish', log: options.log });
  const subscriber = createRedis(url, {
    name: CHANGE_FEED_CONNECTION_NAME,
    log: options.log,
    autoResubscribe: false,
  });

  let closed = false;
  let subscribedBefore = false;
  let retry: NodeJS.Timeout | undefined;
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  subscriber.on('message', (channel: string, message: string) => {
    if (channel === CHANGE_CHANNEL) feed.receive(message);
  });

  /** Subscribes on every (re)connection: ioredis's own resubscribe is off so this knows when. */
  async function listen(): Promise<void> {
    if (retry) clearTimeout(retry);
    retry = undefined;
    try {
      await subscriber.subscribe(CHANGE_CHANNEL);
    } catch (error) {
      if (closed) return;
      options.log?.warn({ err: error }, 'change feed: cannot subscribe, retrying');
      // Still connected (a slow answer): try again; otherwise the next 'ready' does.
      if (subscriber.status === 'ready') {
        retry = setTimeout(() => void listen(), RESUBSCRIBE_MS);
        retry.unref();
      }
      return;
    }
    if (closed) return;
    // Whatever changed while nobody listened is dropped now.
    if (subscribedBefore) notifyAll();
    subscribedBefore = true;
    resolveReady();
  }
  subscriber.on('ready', () => void listen());

  return {
    kind: 'redis',
    publish(topic) {
      feed.publish(topic, (message) => publisher.publish(CHANGE_CHANNEL, message));
    },
    subscribe,
    ready,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      resolveReady();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
