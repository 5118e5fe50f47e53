-- Issue 17. Sections by owner; the lead regenerates meta/0008_snapshot.json from the schema at the end.
-- payments and stock (lead) ------------------------------------------------------------------
ALTER TABLE "refunds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_unfulfilled_payment" ON "refunds" USING btree ("payment_id") WHERE "refunds"."order_id" is null;--> statement-breakpoint
-- Stock sold below zero before this change (the oversell of issue 17) is written off to zero so the check can hold.
UPDATE "accessories" SET "stock" = 0 WHERE "stock" < 0;--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_stock_not_negative" CHECK ("accessories"."stock" >= 0);--> statement-breakpoint
-- storefront first look (helper "store", decision 0034) ----------------------------------------
-- A cart line keeps the name and picture of what was added, to show a deleted product by name.
ALTER TABLE "cart_items" ADD COLUMN "product_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "product_image_key" text;--> statement-breakpoint
UPDATE "cart_items" SET "product_title" = "accessories"."title", "product_image_key" = "accessories"."images"->>0 FROM "accessories" WHERE "cart_items"."accessory_id" = "accessories"."id";--> statement-breakpoint
UPDATE "cart_items" SET "product_title" = "designs"."title", "product_image_key" = "designs"."color_variants"->0->'images'->>0 FROM "designs" WHERE "cart_items"."design_id" = "designs"."id";--> statement-breakpoint
-- District and state by deliverable PIN code (the checkout fills them in); the shop's own code has its place.
ALTER TABLE "site_settings" ADD COLUMN "pin_code_places" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "site_settings" SET "pin_code_places" = '{"784028":{"district":"Sonitpur","state":"Assam"}}'::jsonb WHERE "deliverable_pin_codes" @> '["784028"]'::jsonb;--> statement-breakpoint
-- money (helper "money", decision 0033) -------------------------------------------------------
-- An order or payment can pass 2^31 paise (three cart lines of 99 at the ₹1,00,000 maximum), so the
-- amounts of orders, payments and refunds are bigint; unit prices stay integer (at most ₹1,00,000).
ALTER TABLE "orders" ALTER COLUMN "total_amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "advance_amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "remaining_amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "simulator_payments" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "simulator_refunds" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;
--> statement-breakpoint
-- design wizard and gallery (des) -------------------------------------------------------------
-- A hostel design now names its university (decision 0036); one made by the wizard before kept none,
-- so the HOSTEL tile (hostel and university) could not find it. Where every other hostel design of
-- that name is at one university, that university is taken; the others wait for their seller's edit.
UPDATE "designs" AS d SET "university_name" = m."university_name"
FROM (
  SELECT lower(btrim("hostel_name")) AS "hostel", min(btrim("university_name")) AS "university_name"
  FROM "designs"
  WHERE "category" = 'hostel' AND "hostel_name" IS NOT NULL AND btrim(coalesce("university_name", '')) <> ''
  GROUP BY lower(btrim("hostel_name"))
  HAVING count(DISTINCT lower(btrim("university_name"))) = 1
) AS m
WHERE d."category" = 'hostel' AND btrim(coalesce(d."university_name", '')) = ''
  AND lower(btrim(d."hostel_name")) = m."hostel";
