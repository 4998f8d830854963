CREATE TABLE "billing_refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"refund_reference" text,
	"paystack_id" text,
	"transaction_reference" text NOT NULL,
	"user_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"resolution" text,
	"took" text,
	"took_until" timestamp with time zone,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_refund" ADD CONSTRAINT "billing_refund_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_refund_reference" ON "billing_refund" USING btree ("kind","refund_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_refund_paystack_id" ON "billing_refund" USING btree ("kind","paystack_id");--> statement-breakpoint
CREATE INDEX "billing_refund_charge" ON "billing_refund" USING btree ("transaction_reference");