CREATE TYPE "public"."checkout_status" AS ENUM('pending', 'success', 'failed', 'abandoned');--> statement-breakpoint
CREATE TABLE "checkout" (
	"reference" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purchase" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "checkout_status" DEFAULT 'pending' NOT NULL,
	"message" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_authorization" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"authorization_code" text NOT NULL,
	"last4" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"exp_month" text DEFAULT '' NOT NULL,
	"exp_year" text DEFAULT '' NOT NULL,
	"reusable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_authorization_authorization_code_unique" UNIQUE("authorization_code")
);
--> statement-breakpoint
CREATE TABLE "sandbox_record" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_record_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "checkout_reference" text;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_authorization" ADD CONSTRAINT "payment_authorization_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_user_id" ON "checkout" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_authorization_user_id" ON "payment_authorization" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_one_live_per_user" ON "subscription" USING btree ("user_id") WHERE "subscription"."status" in ('active', 'non-renewing', 'attention');--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_checkout_reference_unique" UNIQUE("checkout_reference");