CREATE TABLE "review_reminders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"design_id" uuid,
	"accessory_id" uuid,
	"seller_id" uuid,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderation_reason" text,
	"moderated_by" uuid,
	"moderated_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_known" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "reviews_one_product" CHECK (("reviews"."product_type" = 'tshirt' and "reviews"."design_id" is not null and "reviews"."accessory_id" is null) or ("reviews"."product_type" = 'accessory' and "reviews"."accessory_id" is not null and "reviews"."design_id" is null))
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"exchange_size" text,
	CONSTRAINT "return_items_quantity" CHECK ("return_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"fulfiller_id" uuid,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"timeline" jsonb NOT NULL,
	"replacement_order_id" uuid,
	"refunded_paise" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_type" CHECK ("return_requests"."type" in ('exchange', 'return')),
	CONSTRAINT "return_requests_status_known" CHECK ("return_requests"."status" in ('requested', 'approved', 'rejected', 'received'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_fulfiller";--> statement-breakpoint
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_order";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_kind";--> statement-breakpoint
DROP INDEX "refunds_order_kind";--> statement-breakpoint
ALTER TABLE "accessories" ADD COLUMN "rating" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accessories" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replaces_order_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "review_reminders" ADD CONSTRAINT "review_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_accessory_id_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_fulfiller_id_users_id_fk" FOREIGN KEY ("fulfiller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_purchase" ON "reviews" USING btree ("order_id","product_type",coalesce("design_id", "accessory_id"));--> statement-breakpoint
CREATE INDEX "reviews_design" ON "reviews" USING btree ("design_id","status","created_at" DESC NULLS LAST) WHERE "reviews"."design_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_accessory" ON "reviews" USING btree ("accessory_id","status","created_at" DESC NULLS LAST) WHERE "reviews"."accessory_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_status" ON "reviews" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_user" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_items_line" ON "return_items" USING btree ("return_id","order_item_id");--> statement-breakpoint
CREATE INDEX "return_items_order_item" ON "return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_order" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_user" ON "return_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "return_requests_fulfiller" ON "return_requests" USING btree ("fulfiller_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "return_requests_status" ON "return_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_fulfiller" ON "orders" USING btree ("payment_id",coalesce("fulfiller_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "orders"."replaces_order_id" is null;--> statement-breakpoint
CREATE INDEX "orders_replaces" ON "orders" USING btree ("replaces_order_id") WHERE "orders"."replaces_order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_delivered" ON "orders" USING btree ("delivered_at") WHERE "orders"."delivered_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_return" ON "refunds" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_order" ON "credit_notes" USING btree ("order_id") WHERE "credit_notes"."return_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_return" ON "credit_notes" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_kind" ON "refunds" USING btree ("order_id","kind") WHERE "refunds"."kind" <> 'return';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_has_request" CHECK (("refunds"."kind" = 'return') = ("refunds"."return_id" is not null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind" CHECK ("refunds"."kind" in ('cancel', 'drop_tier', 'return'));--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = coalesce((SELECT max((e->>'timestamp')::timestamptz) FROM jsonb_array_elements("orders"."status_history") e WHERE e->>'status' = 'delivered'), "orders"."updated_at") WHERE "orders"."status" = 'delivered';
