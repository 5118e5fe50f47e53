CREATE TABLE "simulator_payments" (
	"merchant_order_id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"transaction_id" text NOT NULL,
	"redirect_url" text NOT NULL,
	"merchant_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
