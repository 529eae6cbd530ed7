-- GIN operator classes for plain columns, so a search's words and its category, operation and
-- provinces are intersected inside one index (docs/decisions/search-engine.md).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "properties_live_search_idx";--> statement-breakpoint
DROP INDEX "properties_live_title_idx";--> statement-breakpoint
CREATE INDEX "properties_live_search_idx" ON "properties" USING gin ("search_document","category","operation","state") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_live_title_idx" ON "properties" USING gin ("title_document","category","operation","state") WHERE "properties"."status" = 'active';--> statement-breakpoint
ANALYZE "properties";
