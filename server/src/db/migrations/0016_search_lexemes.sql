-- The catalogue's words, for searching a typed prefix as the whole words that start with it
-- (schema.ts searchLexemes, text-query.ts). Filled in the same transaction as every write of a
-- listing's text: a statement's new rows at once (a bulk load stays one statement), an edit row
-- by row and only when its words changed. Inserted in order, so two writers adding the same new
-- words wait for each other instead of deadlocking.
CREATE TABLE "search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION search_lexemes_of_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT unnest(tsvector_to_array(search_document)) FROM new_rows ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_lexemes_of_edited_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT unnest(tsvector_to_array(NEW.search_document)) ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_lexemes_inserted AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER properties_lexemes_edited AFTER UPDATE ON properties FOR EACH ROW
  WHEN (OLD.search_document IS DISTINCT FROM NEW.search_document)
  EXECUTE FUNCTION search_lexemes_of_edited_row();
--> statement-breakpoint
INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT unnest(tsvector_to_array(search_document)) FROM properties ORDER BY 1
  ON CONFLICT DO NOTHING;
