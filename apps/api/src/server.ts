import { DEMO_ACCOUNTS, SITE } from '@campus-threads/contract';
import { join } from 'node:path';
import { buildApp } from './app';
import { startBackgroundJobs } from './app/jobs';
import { loadConfig, startupWarnings, type Config } from './config';
import { createDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoData } from './db/seed';
import { seedDemoCatalog } from './demo/demo-catalog.seed';
import { seedDemoDrops } from './demo/demo-drops.seed';
import { seedDemoReviews } from './demo/demo-reviews.seed';
import { seedDemoReturns } from './demo/demo-returns.seed';
import { seedDemoSales } from './demo/demo-sales.seed';
import { backdateClosedDrop } from './modules/drops/demo-history';

function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}

function banner(config: Config, databaseKind: string): string {
  const url = config.publicUrl;
  const lines = [
    '',
    `  ${SITE.name} is running at ${url}`,
    `  API: ${url}/api   health: ${url}/api/health   database: ${databaseKind}${databaseKind === 'pglite' ? ` (${config.dataDir}/pg)` : ''}`,
  ];
  for (const warning of startupWarnings(config)) lines.push(`  WARNING: ${warning}`);
  if (config.seedDemo) {
    lines.push('  Demo accounts:');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.role.padEnd(9)} ${account.email.padEnd(30)} ${account.password}`);
    }
  }
  return lines.join('\n') + '\n';
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(config);
  await migrateDatabase(database);

  const app = await buildApp({ config, database, logger: loggerOptions(config) });
  // In the log as well as the banner: a production log is where an operator looks.
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  if (config.seedDemo) {
    const result = await seedDemoData(app.services);
    if (result.seeded) app.log.info(`seeded ${result.accounts} demo accounts`);
    const catalog = await seedDemoCatalog({
      db: database.db,
      users: app.services.users,
      storage: app.services.storage,
      uploads: app.services.uploads,
    });
    if (catalog.seeded) {
      app.log.info(
        `seeded the demo catalogue: ${catalog.approved} approved of ${catalog.designs} t-shirts, ${catalog.accessories} accessories, ` +
          `${catalog.images.rendered} images drawn (${catalog.images.reused} reused) in ${(catalog.ms / 1000).toFixed(1)} s`,
      );
      // The seller's sales in several statuses, once, with the catalogue they buy from.
      const sales = await seedDemoSales({
        designs: app.services.designs,
        accessories: app.services.accessories,
        users: app.services.users,
        payments: app.services.payments,
        simulator: app.services.simulator,
        flows: app.services.flows,
        earnings: app.services.earnings,
        startHoldAt: (orderId, deliveredAt) =>
          app.services.earnings.ledger.startHold(database.db, orderId, deliveredAt),
      });
      if (sales.seeded)
        app.log.info(`seeded ${sales.orders} demo sales in ${(sales.ms / 1000).toFixed(1)} s`);
      else app.log.info(`no demo sales: ${sales.reason}`);
      // A drop open half way, one that succeeded past a tier and one that failed.
      const dropsSeeded = await seedDemoDrops({
        designs: app.services.designs,
        users: app.services.users,
        hasher: app.services.hasher,
        payments: app.services.payments,
        simulator: app.services.simulator,
        drops: app.services.drops,
        flows: app.services.flows,
        minLeadSeconds: config.dropMinLeadSeconds,
        backdateClosedDrop: (dropId, closedAt) => backdateClosedDrop(database.db, dropId, closedAt),
      });
      if (dropsSeeded.seeded)
        app.log.info(
          `seeded ${dropsSeeded.drops} demo drops (${dropsSeeded.joins} joins) in ${(dropsSeeded.ms / 1000).toFixed(1)} s`,
        );
      else app.log.info(`no demo drops: ${dropsSeeded.reason}`);
      // An exchange approved (its replacement order waiting) and a return received and refunded.
      const returnsSeeded = await seedDemoReturns({
        users: app.services.users,
        orders: app.services.orders,
        returns: app.services.returns,
        flows: app.services.flows,
      });
      if (returnsSeeded.seeded)
        app.log.info(
          `seeded ${returnsSeeded.requests.length} demo exchanges and returns in ${(returnsSeeded.ms / 1000).toFixed(1)} s`,
        );
      else app.log.info(`no demo returns: ${returnsSeeded.reason}`);
      // Real reviews of a few products by buyers who received them (docs/decisions/0052).
      const reviewsSeeded = await seedDemoReviews(app.services);
      if (reviewsSeeded.seeded)
        app.log.info(
          `seeded ${reviewsSeeded.reviews} demo reviews (${reviewsSeeded.orders} delivered orders) in ${(reviewsSeeded.ms / 1000).toFixed(1)} s`,
        );
      else app.log.info(`no demo reviews: ${reviewsSeeded.reason}`);
    }
  }

  const stopJobs = startBackgroundJobs(app);
  app.log.info(
    app.services.mail.transportKind === 'smtp'
      ? 'e-mail is sent through SMTP_URL'
      : `e-mail is written to ${join(config.dataDir, 'outbox')} (set SMTP_URL to send it)`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    stopJobs();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  process.stdout.write(banner(config, database.kind));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
