CREATE TABLE "drops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"design_id" uuid,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"min_quantity" integer NOT NULL,
	"max_quantity" integer,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_price_paise" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"size_tally" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"cancelled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drops_status" CHECK ("drops"."status" in ('open', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "drops_min_quantity" CHECK ("drops"."min_quantity" >= 1),
	CONSTRAINT "drops_max_quantity" CHECK ("drops"."max_quantity" is null or "drops"."max_quantity" >= "drops"."min_quantity"),
	CONSTRAINT "drops_quantity_within_max" CHECK ("drops"."quantity" >= 0 and ("drops"."max_quantity" is null or "drops"."quantity" <= "drops"."max_quantity")),
	CONSTRAINT "drops_base_price_positive" CHECK ("drops"."base_price_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drops_slug" ON "drops" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "drops_due" ON "drops" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "drops_owner" ON "drops" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "drops_design" ON "drops" USING btree ("design_id");--> statement-breakpoint
CREATE INDEX "drops_newest" ON "drops" USING btree ("created_at" DESC NULLS LAST,"id");