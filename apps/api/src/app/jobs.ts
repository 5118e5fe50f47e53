import type { FastifyInstance } from 'fastify';
import { loggableError } from '../lib/database-errors';
import { startPeriodicJob } from '../lib/periodic-job';
import { DROP_CLOSE_INTERVAL_MS } from '../modules/drops/close-drops';
import { DOCUMENT_RENDER_INTERVAL_MS } from '../modules/invoices/stored-documents';
import { MAIL_SEND_INTERVAL_MS, SEND_BUDGET_MS } from '../modules/mail/mail-outbox';
import { REVIEW_REMINDER_INTERVAL_MS } from '../modules/reviews/review-reminders';
import { UPLOAD_CLEANUP_INTERVAL_MS } from '../modules/uploads/upload-cleanup';

/**
 * The background jobs every API process runs (server.ts, and the benches that measure a server
 * under its own jobs). Each claims its work with FOR UPDATE SKIP LOCKED or a unique row, so any
 * number of processes may run them. Returns stop.
 */
export function startBackgroundJobs(app: FastifyInstance): () => void {
  const { services, log } = app;
  // Counters are kept for the longest window any limit uses (15 min per email, docs/decisions/0013).
  const pruneTimer = setInterval(() => {
    services.limiter
      .prune(services.auth.longestWindowMs)
      .catch((error: unknown) =>
        log.warn({ err: loggableError(error) }, 'rate-limit prune failed'),
      );
  }, 10 * 60_000);
  pruneTimer.unref();
  const stops = [
    // A sale that ended stops deciding price sorts within a minute (shown prices never wait).
    startPeriodicJob({
      name: 're-price ended sales',
      work: () => services.designs.repriceEndedSales(),
      intervalMs: 60_000,
      log,
    }),
    // Payments the browser never came back for (or a crash between paying and the status call).
    startPeriodicJob({
      name: 'settle stale payments',
      work: () => services.payments.reconcile(),
      intervalMs: 60_000,
      log,
    }),
    // The e-mail outbox (docs/decisions/0051): every process sends; each message is claimed once.
    startPeriodicJob({
      name: 'send e-mail',
      work: () => services.mail.sendDue(new Date(), SEND_BUDGET_MS),
      intervalMs: MAIL_SEND_INTERVAL_MS,
      log,
    }),
    // Tax documents drawn soon after they are issued, in the worker pool (docs/decisions/0064).
    startPeriodicJob({
      name: 'draw tax documents',
      work: () => services.invoices.renderDue(),
      intervalMs: DOCUMENT_RENDER_INTERVAL_MS,
      log,
    }),
    // Campus drops at their deadline, every few seconds so one closes within 15 s of it; each
    // drop is claimed with FOR UPDATE SKIP LOCKED (docs/decisions/0049).
    startPeriodicJob({
      name: 'close due drops',
      work: () => services.flows.closeDueDrops(),
      intervalMs: DROP_CLOSE_INTERVAL_MS,
      log,
    }),
    // Refunds the provider did not settle when the order was cancelled (claimed with SKIP LOCKED).
    startPeriodicJob({
      name: 'settle pending refunds',
      work: () => services.refunds.retryPending(),
      intervalMs: 60_000,
      log,
    }),
    // The reminder to review a delivered order (docs/decisions/0052): each order's reminder is
    // claimed once by its review_reminders row.
    startPeriodicJob({
      name: 'remind buyers to review',
      work: () => services.reviews.remindDue(),
      intervalMs: REVIEW_REMINDER_INTERVAL_MS,
      log,
    }),
    // Uploads nothing uses a day after they started (docs/decisions/0032).
    startPeriodicJob({
      name: 'delete unused uploads',
      work: () => services.uploadCleanup.deleteUnused(),
      intervalMs: UPLOAD_CLEANUP_INTERVAL_MS,
      log,
    }),
  ];
  return () => {
    clearInterval(pruneTimer);
    for (const stop of stops) stop();
  };
}
