import { z } from 'zod';

/** `GET /api/health`: 200 while the database answers, 503 (same body) while it does not. */
export const healthReportSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'error']),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
