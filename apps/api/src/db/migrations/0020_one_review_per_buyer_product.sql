-- hand-written (decision 0056): one review per buyer and product. Before the unique index below
-- (drizzle's, moved after this part so it can be built), a buyer's later reviews of a product they
-- had already reviewed from another order are removed, the first kept, and the products' figures
-- are recomputed from the approved reviews left, as review-products.ts computes them.
DELETE FROM "reviews" r
USING "reviews" earlier
WHERE earlier."user_id" = r."user_id"
  AND earlier."product_type" = r."product_type"
  AND coalesce(earlier."design_id", earlier."accessory_id") = coalesce(r."design_id", r."accessory_id")
  AND (earlier."created_at", earlier."id") < (r."created_at", r."id");
--> statement-breakpoint
UPDATE "designs" d
SET "rating" = x."rating", "review_count" = x."n"
FROM (
  SELECT "design_id",
    coalesce(round(avg("rating") FILTER (WHERE "status" = 'approved')::numeric, 1), 0)::real AS "rating",
    count(*) FILTER (WHERE "status" = 'approved')::integer AS "n"
  FROM "reviews" WHERE "design_id" IS NOT NULL GROUP BY "design_id"
) x
WHERE d."id" = x."design_id";
--> statement-breakpoint
UPDATE "accessories" a
SET "rating" = x."rating", "review_count" = x."n"
FROM (
  SELECT "accessory_id",
    coalesce(round(avg("rating") FILTER (WHERE "status" = 'approved')::numeric, 1), 0)::real AS "rating",
    count(*) FILTER (WHERE "status" = 'approved')::integer AS "n"
  FROM "reviews" WHERE "accessory_id" IS NOT NULL GROUP BY "accessory_id"
) x
WHERE a."id" = x."accessory_id";
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_buyer_product" ON "reviews" USING btree ("user_id","product_type",coalesce("design_id", "accessory_id"));
