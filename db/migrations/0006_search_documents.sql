-- Search reads search_documents, a narrow row per product translation (name, brand and category names as
-- a weighted tsvector, the name alone, the name for trigrams), instead of columns on the wide product_translations
-- rows: ranking the ~10,000 matches of a broad word read ~1,300 pages of those. The copies on product_translations
-- (0002), filled by the application, go: triggers keep the new table exact (db/schema/search.ts).
CREATE TABLE "search_documents" (
	"product_id" integer NOT NULL,
	"lang" varchar(5) NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"name_vector" "tsvector" NOT NULL,
	"search_name" text NOT NULL,
	CONSTRAINT "search_documents_product_id_lang_pk" PRIMARY KEY("product_id","lang")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Recomputes the search documents of the given products: one row per translation, none without.
-- The expressions are those of 0002's generated columns, so ranks do not change.
CREATE OR REPLACE FUNCTION public.vetrina_refresh_search(ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.search_documents d WHERE d.product_id = ANY(ids) AND NOT EXISTS (
    SELECT 1 FROM public.product_translations t WHERE t.product_id = d.product_id AND t.lang = d.lang);
  INSERT INTO public.search_documents AS d (product_id, lang, search_vector, name_vector, search_name)
  SELECT t.product_id, t.lang,
    n.v || setweight(to_tsvector(public.vetrina_search_config(t.lang), public.vetrina_unaccent(x.brand)), 'B')
      || setweight(to_tsvector(public.vetrina_search_config(t.lang), public.vetrina_unaccent(x.categories)), 'C'),
    n.v, lower(public.vetrina_unaccent(t.name))
  FROM public.product_translations t
  CROSS JOIN LATERAL (SELECT setweight(to_tsvector(public.vetrina_search_config(t.lang), public.vetrina_unaccent(t.name)), 'A') AS v) n
  CROSS JOIN LATERAL (SELECT
    coalesce((SELECT b.name FROM public.products p JOIN public.brands b ON b.id = p.brand_id WHERE p.id = t.product_id), '') AS brand,
    coalesce((SELECT string_agg(ct.name, ' ' ORDER BY pc.position, pc.category_id)
      FROM public.product_categories pc
      JOIN public.category_translations ct ON ct.category_id = pc.category_id AND ct.lang = t.lang
      WHERE pc.product_id = t.product_id), '') AS categories) x
  WHERE t.product_id = ANY(ids)
  -- Unchanged documents are not rewritten: a category renamed in one language refreshes every language.
  ON CONFLICT (product_id, lang) DO UPDATE SET
    search_vector = excluded.search_vector, name_vector = excluded.name_vector, search_name = excluded.search_name
  WHERE (d.search_vector, d.name_vector, d.search_name) IS DISTINCT FROM (excluded.search_vector, excluded.name_vector, excluded.search_name);
END $$;
--> statement-breakpoint
-- The documents of a shop's existing products, before the indexes are built (building them once is cheaper).
SELECT public.vetrina_refresh_search(array(SELECT id FROM public.products));
--> statement-breakpoint
CREATE INDEX "search_documents_vector_it_idx" ON "search_documents" USING gin ("search_vector") WHERE lang = 'it';
--> statement-breakpoint
CREATE INDEX "search_documents_name_it_idx" ON "search_documents" USING gin ("name_vector") WHERE lang = 'it';
--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_it_idx" ON "search_documents" USING gin ("search_name" gin_trgm_ops) WHERE lang = 'it';
--> statement-breakpoint
CREATE INDEX "search_documents_vector_en_idx" ON "search_documents" USING gin ("search_vector") WHERE lang = 'en';
--> statement-breakpoint
CREATE INDEX "search_documents_name_en_idx" ON "search_documents" USING gin ("name_vector") WHERE lang = 'en';
--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_en_idx" ON "search_documents" USING gin ("search_name" gin_trgm_ops) WHERE lang = 'en';
--> statement-breakpoint
CREATE INDEX "search_documents_vector_fr_idx" ON "search_documents" USING gin ("search_vector") WHERE lang = 'fr';
--> statement-breakpoint
CREATE INDEX "search_documents_name_fr_idx" ON "search_documents" USING gin ("name_vector") WHERE lang = 'fr';
--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_fr_idx" ON "search_documents" USING gin ("search_name" gin_trgm_ops) WHERE lang = 'fr';
--> statement-breakpoint
CREATE INDEX "search_documents_vector_de_idx" ON "search_documents" USING gin ("search_vector") WHERE lang = 'de';
--> statement-breakpoint
CREATE INDEX "search_documents_name_de_idx" ON "search_documents" USING gin ("name_vector") WHERE lang = 'de';
--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_de_idx" ON "search_documents" USING gin ("search_name" gin_trgm_ops) WHERE lang = 'de';
--> statement-breakpoint
CREATE INDEX "search_documents_vector_es_idx" ON "search_documents" USING gin ("search_vector") WHERE lang = 'es';
--> statement-breakpoint
CREATE INDEX "search_documents_name_es_idx" ON "search_documents" USING gin ("name_vector") WHERE lang = 'es';
--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_es_idx" ON "search_documents" USING gin ("search_name" gin_trgm_ops) WHERE lang = 'es';
--> statement-breakpoint
-- What feeds a document: the translation's name, the product's brand (its name), the product's categories
-- (their names in each language, in order). A category's state and place, and brand descriptions, do not.
-- Transition tables allow one event per trigger, so each function serves the events of its table by TG_OP.
CREATE FUNCTION public.vetrina_search_translations_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.vetrina_refresh_search(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.vetrina_refresh_search(array(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM public.vetrina_refresh_search(array(SELECT DISTINCT c.product_id FROM (
      (SELECT product_id, lang, name FROM new_rows EXCEPT SELECT product_id, lang, name FROM old_rows)
      UNION ALL (SELECT product_id, lang, name FROM old_rows EXCEPT SELECT product_id, lang, name FROM new_rows)) c));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_translations_search_insert AFTER INSERT ON public.product_translations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_search_translations_changed();
--> statement-breakpoint
CREATE TRIGGER product_translations_search_update AFTER UPDATE ON public.product_translations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_search_translations_changed();
--> statement-breakpoint
CREATE TRIGGER product_translations_search_delete AFTER DELETE ON public.product_translations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_search_translations_changed();
--> statement-breakpoint
CREATE FUNCTION public.vetrina_search_product_categories_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.vetrina_refresh_search(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.vetrina_refresh_search(array(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM public.vetrina_refresh_search(array(SELECT DISTINCT c.product_id FROM (
      (SELECT product_id, category_id, position FROM new_rows EXCEPT SELECT product_id, category_id, position FROM old_rows)
      UNION ALL (SELECT product_id, category_id, position FROM old_rows EXCEPT SELECT product_id, category_id, position FROM new_rows)) c));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_categories_search_insert AFTER INSERT ON public.product_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_search_product_categories_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_search_update AFTER UPDATE ON public.product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_search_product_categories_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_search_delete AFTER DELETE ON public.product_categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_search_product_categories_changed();
--> statement-breakpoint
-- A category's name in some language: every product filed directly under it.
CREATE FUNCTION public.vetrina_search_category_translations_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.vetrina_refresh_search(array(SELECT DISTINCT pc.product_id FROM public.product_categories pc
      WHERE pc.category_id IN (SELECT category_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.vetrina_refresh_search(array(SELECT DISTINCT pc.product_id FROM public.product_categories pc
      WHERE pc.category_id IN (SELECT category_id FROM old_rows)));
  ELSE
    PERFORM public.vetrina_refresh_search(array(SELECT DISTINCT pc.product_id FROM public.product_categories pc
      WHERE pc.category_id IN (SELECT c.category_id FROM (
        (SELECT category_id, lang, name FROM new_rows EXCEPT SELECT category_id, lang, name FROM old_rows)
        UNION ALL (SELECT category_id, lang, name FROM old_rows EXCEPT SELECT category_id, lang, name FROM new_rows)) c)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER category_translations_search_insert AFTER INSERT ON public.category_translations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_search_category_translations_changed();
--> statement-breakpoint
CREATE TRIGGER category_translations_search_update AFTER UPDATE ON public.category_translations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_search_category_translations_changed();
--> statement-breakpoint
CREATE TRIGGER category_translations_search_delete AFTER DELETE ON public.category_translations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_search_category_translations_changed();
--> statement-breakpoint
-- A product's brand (a brand deleted sets it to null, which is an update of products).
CREATE FUNCTION public.vetrina_search_products_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.vetrina_refresh_search(array(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.brand_id IS DISTINCT FROM o.brand_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON public.products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_search_products_changed();
--> statement-breakpoint
-- A brand's name: every product of the brand.
CREATE FUNCTION public.vetrina_search_brands_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.vetrina_refresh_search(array(
    SELECT p.id FROM public.products p WHERE p.brand_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER brands_search_update AFTER UPDATE ON public.brands REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_search_brands_changed();
--> statement-breakpoint
DROP INDEX "product_translations_search_it_idx";
--> statement-breakpoint
DROP INDEX "product_translations_name_trgm_it_idx";
--> statement-breakpoint
DROP INDEX "product_translations_search_en_idx";
--> statement-breakpoint
DROP INDEX "product_translations_name_trgm_en_idx";
--> statement-breakpoint
DROP INDEX "product_translations_search_fr_idx";
--> statement-breakpoint
DROP INDEX "product_translations_name_trgm_fr_idx";
--> statement-breakpoint
DROP INDEX "product_translations_search_de_idx";
--> statement-breakpoint
DROP INDEX "product_translations_name_trgm_de_idx";
--> statement-breakpoint
DROP INDEX "product_translations_search_es_idx";
--> statement-breakpoint
DROP INDEX "product_translations_name_trgm_es_idx";
--> statement-breakpoint
-- The generated columns first: they read the other two.
ALTER TABLE "product_translations" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "product_translations" DROP COLUMN "search_name";
--> statement-breakpoint
ALTER TABLE "product_translations" DROP COLUMN "search_brand";
--> statement-breakpoint
ALTER TABLE "product_translations" DROP COLUMN "search_categories";
