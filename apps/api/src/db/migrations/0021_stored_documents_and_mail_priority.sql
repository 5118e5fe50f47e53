DROP INDEX "email_outbox_due";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "pdf_key" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "pdf_layout_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pdf_key" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pdf_layout_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_notes_pdf_layout" ON "credit_notes" USING btree ("pdf_layout_version");--> statement-breakpoint
CREATE INDEX "invoices_pdf_layout" ON "invoices" USING btree ("pdf_layout_version");--> statement-breakpoint
CREATE INDEX "email_outbox_due" ON "email_outbox" USING btree ("priority","next_attempt_at") WHERE "email_outbox"."state" = 'pending';