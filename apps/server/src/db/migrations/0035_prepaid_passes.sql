CREATE TABLE "coupon" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"applies_to_offer" boolean DEFAULT false NOT NULL,
	"applies_to_pass_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"cap" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "coupon_value" CHECK ("coupon"."value" > 0 and ("coupon"."kind" <> 'percent' or "coupon"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "coupon_use" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" text,
	"checkout_reference" text NOT NULL,
	"discount" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_use_checkout_reference_unique" UNIQUE("checkout_reference")
);
--> statement-breakpoint
CREATE TABLE "tax_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"transaction_reference" text NOT NULL,
	"refund_id" uuid,
	"invoice_id" uuid,
	"user_id" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_on" date NOT NULL,
	"seller_name" text NOT NULL,
	"seller_vat_number" text NOT NULL,
	"seller_address" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"vat" integer NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_document_counter" (
	"kind" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_pass" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"tier" text NOT NULL,
	"months" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"paid" integer NOT NULL,
	"currency" text DEFAULT 'ZAR' NOT NULL,
	"checkout_reference" text,
	"sponsor_code" text,
	"taken_back_at" timestamp with time zone,
	"taken_back_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_pass_checkout_reference_unique" UNIQUE("checkout_reference"),
	CONSTRAINT "learner_pass_sponsor_code_unique" UNIQUE("sponsor_code"),
	CONSTRAINT "learner_pass_days" CHECK ("learner_pass"."starts_on" <= "learner_pass"."ends_on" and "learner_pass"."starts_at" <= "learner_pass"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "sponsor_batch" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tier" text NOT NULL,
	"months" integer NOT NULL,
	"size" integer NOT NULL,
	"paid_by" text NOT NULL,
	"payment_reference" text NOT NULL,
	"amount" integer,
	"currency" text DEFAULT 'ZAR' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_code" (
	"code" text PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "credit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_use" ADD CONSTRAINT "coupon_use_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_use" ADD CONSTRAINT "coupon_use_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document" ADD CONSTRAINT "tax_document_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_pass" ADD CONSTRAINT "learner_pass_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_pass" ADD CONSTRAINT "learner_pass_sponsor_code_sponsor_code_code_fk" FOREIGN KEY ("sponsor_code") REFERENCES "public"."sponsor_code"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_batch" ADD CONSTRAINT "sponsor_batch_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_code" ADD CONSTRAINT "sponsor_code_batch_id_sponsor_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sponsor_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_code" ADD CONSTRAINT "sponsor_code_redeemed_by_user_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_code" ON "coupon" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_use_once_per_learner" ON "coupon_use" USING btree ("coupon_id","user_id") WHERE "coupon_use"."status" <> 'released';--> statement-breakpoint
CREATE INDEX "coupon_use_coupon" ON "coupon_use" USING btree ("coupon_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_number" ON "tax_document" USING btree ("kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_invoice_once" ON "tax_document" USING btree ("transaction_reference") WHERE "tax_document"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_refund_once" ON "tax_document" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "learner_pass_user" ON "learner_pass" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "learner_pass_ends" ON "learner_pass" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "sponsor_code_batch" ON "sponsor_code" USING btree ("batch_id");