import { apiErrorSchema, healthReportSchema } from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service';

// A 503 is the report of a database that does not answer, or the error handler's body.
const schema = {
  response: { 200: healthReportSchema, 503: z.union([healthReportSchema, apiErrorSchema]) },
};

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (
  app,
  { health },
) => {
  app.get('/health', { config: { rateLimit: false }, schema }, async (_request, reply) => {
    const report = await health.check();
    return reply
      .code(report.db === 'ok' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(report);
  });
};
