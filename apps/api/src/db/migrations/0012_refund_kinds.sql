DROP INDEX "refunds_order";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'cancel' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_kind" ON "refunds" USING btree ("order_id","kind");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind" CHECK ("refunds"."kind" in ('cancel', 'drop_tier'));