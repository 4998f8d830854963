ALTER TABLE "payment_event" ADD COLUMN "waiting_for" text;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "access_until" timestamp with time zone;