import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get('/health', { config: { rateLimit: false } }, async (_request, reply) => {
    const report = await health.check();
    return reply
      .code(report.db === 'ok' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(report);
  });
};
