CREATE TABLE "shared_secrets" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"jwt_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_secrets_one_row" CHECK ("shared_secrets"."id" = 1)
);
