import type { Database } from '../../db/client';

export type HealthReport = { status: 'ok' | 'error'; db: 'ok' | 'error' };

export function createHealthService(database: Database) {
  async function check(): Promise<HealthReport> {
    try {
      await database.query('select 1');
      return { status: 'ok', db: 'ok' };
    } catch {
      return { status: 'error', db: 'error' };
    }
  }
  return { check };
}

export type HealthService = ReturnType<typeof createHealthService>;
