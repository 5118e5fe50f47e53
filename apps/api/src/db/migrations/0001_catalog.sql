CREATE TABLE "accessories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_paise" integer NOT NULL,
	"discount_price_paise" integer,
	"current_price_paise" integer GENERATED ALWAYS AS (case when discount_price_paise > 0 and discount_price_paise < price_paise and discount_price_paise * 100 >= price_paise then discount_price_paise else price_paise end) STORED NOT NULL,
	"delivery_price_paise" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"category" text NOT NULL,
	"sub_category" text,
	"university_name" text,
	"department_name" text,
	"is_all_departments" boolean DEFAULT false NOT NULL,
	"is_technical" boolean DEFAULT false NOT NULL,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', category || ' ' || coalesce(sub_category, '') || ' ' || coalesce(university_name, '') || ' ' || coalesce(department_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_paise" integer NOT NULL,
	"discount_price_paise" integer,
	"sale_end_time" timestamp with time zone,
	"delivery_price_paise" integer DEFAULT 0 NOT NULL,
	"sort_price_paise" integer NOT NULL,
	"color_variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"color_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"color_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sizes" jsonb DEFAULT '["S","M","L","XL","XXL"]'::jsonb NOT NULL,
	"category" text NOT NULL,
	"sub_category" text,
	"target_audience" text,
	"hostel_name" text,
	"university_name" text,
	"department_name" text,
	"event_name" text,
	"customizable" boolean DEFAULT false NOT NULL,
	"customizable_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allow_partial_payment" boolean DEFAULT false NOT NULL,
	"delivery_config" jsonb DEFAULT '{"allowCustomDeliveryDays":false,"customDeliveryDays":null,"defaultDeliveryDays":10}'::jsonb NOT NULL,
	"print_with_platform" boolean DEFAULT true NOT NULL,
	"deliver_with_platform" boolean DEFAULT true NOT NULL,
	"proof_file_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_remarks" text,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(sub_category, '') || ' ' || coalesce(hostel_name, '') || ' ' || coalesce(university_name, '') || ' ' || coalesce(department_name, '') || ' ' || coalesce(event_name, '') || ' ' || category), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessories_status_newest" ON "accessories" USING btree ("status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "accessories_category" ON "accessories" USING btree ("status","category","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "accessories_university" ON "accessories" USING btree (lower("university_name"));--> statement-breakpoint
CREATE INDEX "accessories_department" ON "accessories" USING btree (lower("department_name"));--> statement-breakpoint
CREATE INDEX "accessories_technical" ON "accessories" USING btree ("status","is_technical","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "accessories_seller" ON "accessories" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "accessories_search" ON "accessories" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "designs_listing_newest" ON "designs" USING btree ("status","category","target_audience","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "designs_listing_price" ON "designs" USING btree ("status","category","target_audience","sort_price_paise","id");--> statement-breakpoint
CREATE INDEX "designs_listing_subcategory" ON "designs" USING btree ("status","category","sub_category","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "designs_status_newest" ON "designs" USING btree ("status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "designs_hostel" ON "designs" USING btree (lower("hostel_name"));--> statement-breakpoint
CREATE INDEX "designs_university" ON "designs" USING btree (lower("university_name"));--> statement-breakpoint
CREATE INDEX "designs_department" ON "designs" USING btree (lower("department_name"));--> statement-breakpoint
CREATE INDEX "designs_event" ON "designs" USING btree (lower("event_name"));--> statement-breakpoint
CREATE INDEX "designs_seller" ON "designs" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "designs_sale_end" ON "designs" USING btree ("sale_end_time");--> statement-breakpoint
CREATE INDEX "designs_search" ON "designs" USING gin ("search_vector");