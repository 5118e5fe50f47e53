DROP INDEX "orders_payment";--> statement-breakpoint
DROP INDEX "orders_merchant_order_id";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfiller_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfiller_id_users_id_fk" FOREIGN KEY ("fulfiller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_fulfiller" ON "orders" USING btree ("fulfiller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_merchant_order_id" ON "orders" USING btree ("merchant_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_fulfiller" UNIQUE NULLS NOT DISTINCT("payment_id","fulfiller_id");--> statement-breakpoint
-- Backfill (docs/decisions/0016): an order made before the split is a seller's when every one of
-- its lines is that one seller's to ship (accessories, and t-shirts whose design the shop does not
-- deliver); any other order, mixed or with a line whose product is gone, stays the shop's (null),
-- which admins handle as before.
UPDATE "orders" SET "fulfiller_id" = "own"."seller_id"
FROM (
	SELECT "oi"."order_id", min("oi"."seller_id"::text)::uuid AS "seller_id"
	FROM "order_items" "oi"
	LEFT JOIN "designs" "d" ON "d"."id" = "oi"."design_id"
	GROUP BY "oi"."order_id"
	HAVING count(DISTINCT "oi"."seller_id") = 1
		AND bool_and(
			"oi"."seller_id" IS NOT NULL
			AND ("oi"."product_type" = 'accessory' OR "d"."deliver_with_platform" = false)
		)
) AS "own"
WHERE "orders"."id" = "own"."order_id";
