ALTER TABLE "orders" ADD COLUMN "drop_id" uuid;--> statement-breakpoint
CREATE INDEX "orders_drop" ON "orders" USING btree ("drop_id") WHERE "orders"."drop_id" is not null;