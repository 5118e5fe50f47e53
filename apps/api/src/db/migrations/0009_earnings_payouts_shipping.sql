CREATE TABLE "earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"base_paise" bigint NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"available_at" timestamp with time zone,
	"payout_id" uuid,
	"reverses_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_kind" CHECK ("earnings"."kind" in ('sale', 'royalty', 'collected', 'reversal')),
	CONSTRAINT "earnings_state" CHECK ("earnings"."state" in ('pending', 'paid', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "payout_details" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"upi_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"amount_paise" bigint NOT NULL,
	"reference" text NOT NULL,
	"upi_id" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_collected_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_collected_by" uuid;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "commission_basis_points" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "royalty_basis_points" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_reverses_id_earnings_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."earnings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_details" ADD CONSTRAINT "payout_details_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_line_once" ON "earnings" USING btree ("order_item_id") WHERE "earnings"."kind" in ('sale', 'royalty');--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_reversal_once" ON "earnings" USING btree ("reverses_id") WHERE "earnings"."reverses_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_collected_once" ON "earnings" USING btree ("order_id") WHERE "earnings"."kind" = 'collected';--> statement-breakpoint
CREATE INDEX "earnings_seller" ON "earnings" USING btree ("seller_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "earnings_order" ON "earnings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "earnings_payout" ON "earnings" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payouts_seller" ON "payouts" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_created" ON "payouts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_balance_collected_by_users_id_fk" FOREIGN KEY ("balance_collected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;