ALTER TABLE "project" ADD COLUMN "level" text DEFAULT 'Beginner' NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "prerequisites" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "video_rendition" ADD COLUMN "has_cover" boolean DEFAULT false NOT NULL;