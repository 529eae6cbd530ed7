DROP INDEX "properties_status_created_idx";--> statement-breakpoint
DROP INDEX "properties_category_idx";--> statement-breakpoint
DROP INDEX "properties_state_idx";--> statement-breakpoint
DROP INDEX "properties_operation_idx";--> statement-breakpoint
CREATE INDEX "properties_live_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_live_category_idx" ON "properties" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_live_category_hectares_idx" ON "properties" USING btree ("category","hectares") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_live_state_idx" ON "properties" USING btree ("state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_live_state_price_idx" ON "properties" USING btree ("state","price_per_hectare_usd") WHERE "properties"."status" = 'active';