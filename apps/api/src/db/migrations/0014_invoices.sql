CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "credit_notes_order" UNIQUE("order_id"),
	CONSTRAINT "credit_notes_number" UNIQUE("number"),
	CONSTRAINT "credit_notes_year_sequence" UNIQUE("financial_year","sequence")
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "document_series_positive" CHECK ("document_series"."last_number" >= 1),
	CONSTRAINT "document_series_kind" CHECK ("document_series"."series" in ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "invoices_order" UNIQUE("order_id"),
	CONSTRAINT "invoices_number" UNIQUE("number"),
	CONSTRAINT "invoices_year_sequence" UNIQUE("financial_year","sequence")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "shop_legal_name" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "shop_address" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "shop_state" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "shop_gstin" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "gst_rules" jsonb DEFAULT '{"apparelThresholdPaise":250000,"apparelLowRateBasisPoints":500,"apparelHighRateBasisPoints":1800,"accessories":[{"category":"Bags","hsn":"4202","rateBasisPoints":1800},{"category":"Drinkware","hsn":"6912","rateBasisPoints":500},{"category":"Headwear","hsn":"6505","rateBasisPoints":500},{"category":"ID & Lanyards","hsn":"6307","rateBasisPoints":500},{"category":"Keychains","hsn":"7326","rateBasisPoints":1800},{"category":"Stationery","hsn":"4820","rateBasisPoints":1800},{"category":"Stickers & Pins","hsn":"4911","rateBasisPoints":1800}],"otherAccessory":{"hsn":"3926","rateBasisPoints":1800}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;