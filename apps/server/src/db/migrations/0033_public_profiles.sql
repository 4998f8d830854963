CREATE TABLE "learner_profile" (
	"user_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"display_name" text,
	"bio" text DEFAULT '' NOT NULL,
	"show_certificates" boolean DEFAULT false NOT NULL,
	"hidden_sites" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_profile_display_name_length" CHECK (char_length("learner_profile"."display_name") <= 60),
	CONSTRAINT "learner_profile_bio_length" CHECK (char_length("learner_profile"."bio") <= 280)
);
--> statement-breakpoint
ALTER TABLE "learner_profile" ADD CONSTRAINT "learner_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;