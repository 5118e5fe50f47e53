DROP INDEX "designs_sale_end";--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "sort_price_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "designs_sort_price_expiry" ON "designs" USING btree ("sort_price_expires_at") WHERE "designs"."sort_price_expires_at" is not null;