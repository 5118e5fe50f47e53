-- Issue 17. Sections by owner; the lead regenerates meta/0008_snapshot.json from the schema at the end.
-- payments and stock (lead) ------------------------------------------------------------------
ALTER TABLE "refunds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_unfulfilled_payment" ON "refunds" USING btree ("payment_id") WHERE "refunds"."order_id" is null;--> statement-breakpoint
-- Stock sold below zero before this change (the oversell of issue 17) is written off to zero so the check can hold.
UPDATE "accessories" SET "stock" = 0 WHERE "stock" < 0;--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_stock_not_negative" CHECK ("accessories"."stock" >= 0);
