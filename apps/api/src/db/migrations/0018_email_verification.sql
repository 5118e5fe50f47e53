ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- hand-written
-- The demo accounts (the reserved .test domain: no real address) count as verified (0053);
-- every other existing account is asked once, as a new one is.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email" LIKE '%@campusthreads.test' AND "email_verified_at" IS NULL;
