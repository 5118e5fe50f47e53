CREATE TABLE "cash_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"owed_by" uuid,
	"amount_paise" bigint NOT NULL,
	"pay_to" jsonb,
	"state" text DEFAULT 'owed' NOT NULL,
	"reference" text,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_refunds_state" CHECK ("cash_refunds"."state" in ('owed', 'paid')),
	CONSTRAINT "cash_refunds_amount_positive" CHECK ("cash_refunds"."amount_paise" > 0),
	CONSTRAINT "cash_refunds_paid_has_reference" CHECK (("cash_refunds"."state" = 'paid') = ("cash_refunds"."reference" is not null and "cash_refunds"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "earnings" DROP CONSTRAINT "earnings_kind";--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_credited_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "cash_refund_paise" integer;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "balance_credit_paise" integer;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_to" jsonb;--> statement-breakpoint
ALTER TABLE "cash_refunds" ADD CONSTRAINT "cash_refunds_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_refunds" ADD CONSTRAINT "cash_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_refunds" ADD CONSTRAINT "cash_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_refunds" ADD CONSTRAINT "cash_refunds_owed_by_users_id_fk" FOREIGN KEY ("owed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_refunds" ADD CONSTRAINT "cash_refunds_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_refunds_return" ON "cash_refunds" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "cash_refunds_order" ON "cash_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cash_refunds_owed" ON "cash_refunds" USING btree ("owed_by","state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_cash_refund_once" ON "earnings" USING btree ("return_id") WHERE "earnings"."kind" = 'cash_refund';--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_kind" CHECK ("earnings"."kind" in ('sale', 'royalty', 'collected', 'reversal', 'cash_refund'));