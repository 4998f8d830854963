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
CREATE INDEX "billing_refund_charge" ON "billing_refund" USING btree ("transaction_reference");--> statement-breakpoint
-- Refunds known before this table (ADR 006, "Refunds and disputes"): each one's latest stored event becomes its row; a processed one's outcome marks it applied, so a late replay takes nothing twice.
INSERT INTO "billing_refund" ("kind", "refund_reference", "transaction_reference", "user_id", "amount", "currency", "status", "outcome", "created_at", "updated_at")
SELECT DISTINCT ON (coalesce(d->>'refund_reference', (d->>'transaction_reference') || ':' || (d->>'amount')))
	'refund', d->>'refund_reference', d->>'transaction_reference',
	coalesce(
		(SELECT c."user_id" FROM "checkout" c WHERE c."reference" = d->>'transaction_reference'),
		(SELECT s."user_id" FROM "subscription" s WHERE s."checkout_reference" = d->>'transaction_reference' OR s."last_charge_reference" = d->>'transaction_reference' LIMIT 1)
	),
	(d->>'amount')::int, coalesce(d->>'currency', ''), coalesce(d->>'status', substring(e."event" from 8)),
	CASE WHEN e."event" = 'refund.processed' THEN 'recorded before refund states were stored' END, e."received_at", e."received_at"
FROM "payment_event" e, LATERAL (SELECT e."payload"->'data' AS d) x
WHERE e."event" IN ('refund.pending', 'refund.processing', 'refund.processed', 'refund.failed')
	AND d->>'transaction_reference' IS NOT NULL AND d->>'amount' ~ '^[0-9]+$'
	-- A pending event without a reference is the same refund as a later one of that charge and amount with one.
	AND (d->>'refund_reference' IS NOT NULL OR NOT EXISTS (
		SELECT 1 FROM "payment_event" o WHERE o."event" LIKE 'refund.%'
			AND o."payload"->'data'->>'transaction_reference' = d->>'transaction_reference'
			AND o."payload"->'data'->>'amount' = d->>'amount'
			AND o."payload"->'data'->>'refund_reference' IS NOT NULL))
ORDER BY coalesce(d->>'refund_reference', (d->>'transaction_reference') || ':' || (d->>'amount')), (e."event" = 'refund.processed') DESC, e."received_at" DESC;
