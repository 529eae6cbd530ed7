CREATE TABLE "job_watermarks" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"cursor_id" uuid
);
--> statement-breakpoint
CREATE TABLE "lead_matches" (
	"lead_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_matches_lead_id_property_id_pk" PRIMARY KEY("lead_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_alerts" (
	"search_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alerts_search_id_property_id_pk" PRIMARY KEY("search_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"alerts_since" timestamp with time zone NOT NULL,
	"checked_until" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"last_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "criteria" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "lead_matches" ADD CONSTRAINT "lead_matches_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_matches" ADD CONSTRAINT "lead_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_matches_property_idx" ON "lead_matches" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("next_check_at") WHERE "saved_searches"."alerts";--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_token_idx" ON "saved_searches" USING btree ("unsubscribe_token");