import type { HealthReport } from '@campus-threads/contract';
import type { Database } from '../../db/client';

export function createHealthService(database: Database) {
  async function check(): Promise<HealthReport> {
    try {
      // A database that does not answer within 3 s is as down as one that refuses.
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('health check timed out')), 3_000);
      });
      await Promise.race([database.query('select 1'), timeout]).finally(() => clearTimeout(timer));
      return { status: 'ok', db: 'ok' };
    } catch {
      return { status: 'error', db: 'error' };
    }
  }
  return { check };
}

export type HealthService = ReturnType<typeof createHealthService>;
