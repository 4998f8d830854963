CREATE TABLE "site_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_user_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "site_report_reason" CHECK ("site_report"."reason" in ('harmful', 'scam', 'copied', 'other'))
);
--> statement-breakpoint
ALTER TABLE "site_report" ADD CONSTRAINT "site_report_site_fk" FOREIGN KEY ("site_user_id","project_id") REFERENCES "public"."published_site"("user_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_report_open" ON "site_report" USING btree ("site_user_id","project_id","created_at" DESC NULLS LAST) WHERE "site_report"."resolved_at" is null;