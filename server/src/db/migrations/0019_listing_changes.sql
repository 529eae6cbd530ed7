-- Which listings each transaction wrote (schema.ts listingChanges), so the map's index reads only
-- those since its last read instead of every listing on each write (3-4 s at 1,000,000
-- listings; map-index.ts). Statement triggers with transition tables: a bulk write logs its rows
-- in one INSERT. The log's xid says which transaction wrote; whether a reader saw it is
-- pg_visible_in_snapshot against the snapshot the reader recorded. TRUNCATE names no rows: it
-- logs the nil id, which sends readers back to a full read. A bulk load with
-- session_replication_role = replica (the benchmark) skips these triggers: run it with no server up.
CREATE TABLE "listing_changes" (
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"property_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_changes_xid_idx" ON "listing_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "listing_changes_changed_at_idx" ON "listing_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE FUNCTION listing_changes_of_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_changes (property_id) SELECT id FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION listing_changes_of_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_changes (property_id) SELECT id FROM old_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION listing_changes_of_updated_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Both: an UPDATE that changed an id would otherwise leave the old one on the map.
  INSERT INTO listing_changes (property_id) SELECT id FROM new_rows UNION SELECT id FROM old_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION listing_changes_of_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_changes (property_id) VALUES ('00000000-0000-0000-0000-000000000000');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_changes_inserted AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER properties_changes_updated AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_of_updated_rows();
--> statement-breakpoint
CREATE TRIGGER properties_changes_deleted AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_of_old_rows();
--> statement-breakpoint
CREATE TRIGGER properties_changes_truncated AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_of_truncate();
