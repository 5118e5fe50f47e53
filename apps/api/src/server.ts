import { DEMO_ACCOUNTS, SITE } from '@campus-threads/contract';
import { join } from 'node:path';
import { buildApp } from './app';
import { startBackgroundJobs } from './app/jobs';
import { loadConfig, startupWarnings, type Config } from './config';
import { createDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoShop } from './demo/seed-demo-shop';

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

/**
 * The web build `npm start` runs beside this boot (scripts/start.mjs leaves its promise under this
 * registered symbol); nothing when the server is started otherwise.
 */
const webBuild = (globalThis as Record<symbol, Promise<unknown> | undefined>)[
  Symbol.for('campus-threads.web-build')
];

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(config);
  await migrateDatabase(database);

  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config),
    webBuildPending: webBuild !== undefined,
  });
  // In the log as well as the banner: a production log is where an operator looks.
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  const demo = config.seedDemo ? await seedDemoShop(app, database, config) : null;
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

  // The demo and the build went on side by side; the pages are served once the build is there.
  await webBuild;
  await app.listen({ host: config.host, port: config.port });
  process.stdout.write(banner(config, database.kind));
  // The demo's product pictures are drawn once the shop answers; until each is ready, /files
  // shows a plain placeholder in its place (docs/decisions/0064).
  if (demo) await demo.drawImages();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
