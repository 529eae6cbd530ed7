CREATE TABLE "uploaded_images" (
	"url" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"property_id" uuid,
	"bytes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_images_user_idx" ON "uploaded_images" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploaded_images_property_idx" ON "uploaded_images" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "uploaded_images_orphan_idx" ON "uploaded_images" USING btree ("created_at") WHERE "uploaded_images"."property_id" is null;