-- Search (issue 4): the stored search document of each product translation. The generated columns call
-- vetrina_search_config and vetrina_unaccent from 0001; search_brand and search_categories are filled by
-- refreshProductSearchText (db/schema/search.ts); the UPDATE below does the same for a shop's existing rows,
-- before the indexes are built (filling them once is cheaper than updating them).
ALTER TABLE "product_translations" ADD COLUMN "search_brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "search_categories" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(vetrina_search_config("lang"), vetrina_unaccent("name")), 'A') || setweight(to_tsvector(vetrina_search_config("lang"), vetrina_unaccent("search_brand")), 'B') || setweight(to_tsvector(vetrina_search_config("lang"), vetrina_unaccent("search_categories")), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(vetrina_unaccent("name"))) STORED NOT NULL;--> statement-breakpoint
UPDATE "product_translations" t SET
  "search_brand" = coalesce((SELECT b."name" FROM "products" p JOIN "brands" b ON b."id" = p."brand_id" WHERE p."id" = t."product_id"), ''),
  "search_categories" = coalesce((
    SELECT string_agg(ct."name", ' ' ORDER BY pc."position", pc."category_id")
    FROM "product_categories" pc
    JOIN "category_translations" ct ON ct."category_id" = pc."category_id" AND ct."lang" = t."lang"
    WHERE pc."product_id" = t."product_id"), '');--> statement-breakpoint
CREATE INDEX "product_translations_search_it_idx" ON "product_translations" USING gin ("search_vector") WHERE lang = 'it';--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_it_idx" ON "product_translations" USING gin ("search_name" gin_trgm_ops) WHERE lang = 'it';--> statement-breakpoint
CREATE INDEX "product_translations_search_en_idx" ON "product_translations" USING gin ("search_vector") WHERE lang = 'en';--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_en_idx" ON "product_translations" USING gin ("search_name" gin_trgm_ops) WHERE lang = 'en';--> statement-breakpoint
CREATE INDEX "product_translations_search_fr_idx" ON "product_translations" USING gin ("search_vector") WHERE lang = 'fr';--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_fr_idx" ON "product_translations" USING gin ("search_name" gin_trgm_ops) WHERE lang = 'fr';--> statement-breakpoint
CREATE INDEX "product_translations_search_de_idx" ON "product_translations" USING gin ("search_vector") WHERE lang = 'de';--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_de_idx" ON "product_translations" USING gin ("search_name" gin_trgm_ops) WHERE lang = 'de';--> statement-breakpoint
CREATE INDEX "product_translations_search_es_idx" ON "product_translations" USING gin ("search_vector") WHERE lang = 'es';--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_es_idx" ON "product_translations" USING gin ("search_name" gin_trgm_ops) WHERE lang = 'es';
