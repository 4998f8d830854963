ALTER TABLE "lesson_exercise" ADD COLUMN "verified_hash" text;--> statement-breakpoint
ALTER TABLE "lesson_exercise" ADD COLUMN "verified_at" timestamp with time zone;