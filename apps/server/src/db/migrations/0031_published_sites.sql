CREATE TABLE "learner_handle" (
	"user_id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_handle_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "published_site" (
	"user_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"site_name" text NOT NULL,
	"files" jsonb NOT NULL,
	"version_id" uuid NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "published_site_user_id_project_id_pk" PRIMARY KEY("user_id","project_id"),
	CONSTRAINT "published_site_user_site_name" UNIQUE("user_id","site_name")
);
--> statement-breakpoint
ALTER TABLE "learner_handle" ADD CONSTRAINT "learner_handle_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_site" ADD CONSTRAINT "published_site_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_site" ADD CONSTRAINT "published_site_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;