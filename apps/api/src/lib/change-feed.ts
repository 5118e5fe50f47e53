import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/client';

/** What changed: every API process drops what it keeps of it (docs/decisions/0025). */
export type ChangeTopic = 'catalog';

export type ChangeListener = () => void;

export type ChangeFeed = {
  /**
   * 'postgres': LISTEN/NOTIFY across processes; 'redis': PUBLISH/SUBSCRIBE across processes
   * (REDIS_URL, lib/redis-change-feed.ts); 'local': this process only (PGlite).
   */
  kind: 'postgres' | 'redis' | 'local';
  /** Tells this process's listeners at once and every other process's as soon as they hear it. */
  publish: (topic: ChangeTopic) => void;
  /** Calls listener on every change of topic (also after a lost connection: a change may be missed). */
  subscribe: (topic: ChangeTopic, listener: ChangeListener) => () => void;
  /** Resolves once the process hears other processes (at once for 'local'). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

/** The one NOTIFY channel; the payload says which topic and which process sent it. */
export const CHANGE_CHANNEL = 'ct_changes';
const RECONNECT_MS = 1_000;

type Log = { warn: (object: unknown, message: string) => void };
/** What a message carries, on either transport. */
type ChangePayload = { topic: ChangeTopic; origin: string };

/**
 * This process's end of a feed, whatever carries the messages: its listeners per topic, its
 * origin and the message format.
 */
export function createFeedEnd(log?: Log) {
  const origin = randomUUID();
  const listeners = new Map<ChangeTopic, Set<ChangeListener>>();
  const notify = (topic: ChangeTopic) => {
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener();
      } catch (error) {
        log?.warn({ err: error, topic }, 'change listener failed');
      }
    }
  };
  /** After a lost connection: a change may have been missed, so every listener drops its copy. */
  const notifyAll = () => {
    for (const topic of listeners.keys()) notify(topic);
  };
  const subscribe = (topic: ChangeTopic, listener: ChangeListener) => {
    const set = listeners.get(topic) ?? new Set();
    set.add(listener);
    listeners.set(topic, set);
    return () => {
      set.delete(listener);
    };
  };
  /** Tells this process's listeners at once, then hands `send` the message for the others. */
  const publish = (topic: ChangeTopic, send: (message: string) => Promise<unknown>) => {
    notify(topic);
    const payload: ChangePayload = { topic, origin };
    send(JSON.stringify(payload)).catch((error: unknown) =>
      log?.warn({ err: error, topic }, 'change feed: publish failed'),
    );
  };
  /** A message from the channel: another process's change reaches the listeners; ours do not. */
  const receive = (message: string) => {
    try {
      const payload = JSON.parse(message) as ChangePayload;
      if (payload.origin !== origin) notify(payload.topic);
    } catch {
      // Not ours: ignore.
    }
  };
  return { notify, notifyAll, subscribe, publish, receive };
}

/**
 * Cross-process invalidation. On PostgreSQL one dedicated connection LISTENs on `ct_changes` and
 * publish() sends `pg_notify` through the pool (delivered to every listening process within
 * milliseconds of the statement). When the listening connection drops, it reconnects every second
 * and then tells every listener (a change may have been missed meanwhile). On PGlite there is one
 * process: publish() only calls the local listeners. With REDIS_URL, app.ts takes
 * createRedisChangeFeed (lib/redis-change-feed.ts) instead: same contract over Redis pub/sub.
 */
export function createChangeFeed(database: Database, options: { log?: Log } = {}): ChangeFeed {
  const feed = createFeedEnd(options.log);
  const { notifyAll, subscribe } = feed;

  const pool = (database.db as unknown as { $client?: pg.Pool }).$client;
  const connectionString = pool?.options?.connectionString;
  if (database.kind !== 'postgres' || !connectionString) {
    return {
      kind: 'local',
      publish: feed.notify,
      subscribe,
      ready: Promise.resolve(),
      close: async () => {},
    };
  }

  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  const onNotification = (message: pg.Notification) => {
    if (message.channel === CHANGE_CHANNEL && message.payload) feed.receive(message.payload);
  };

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, RECONNECT_MS);
    timer.unref();
  };

  async function connect(reconnecting: boolean): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', onNotification);
    next.on('error', () => {
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    next.on('end', () => {
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGE_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      resolveReady();
      // Whatever changed while nobody listened is dropped now.
      if (reconnecting) notifyAll();
    } catch (error) {
      options.log?.warn({ err: error }, 'change feed: cannot listen, retrying');
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      scheduleReconnect();
    }
  }
  void connect(false);

  return {
    kind: 'postgres',
    publish(topic) {
      feed.publish(topic, (message) =>
        pool!.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, message]),
      );
    },
    subscribe,
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      resolveReady();
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}
