CREATE TABLE "listing_changes" (
	"product_id" integer NOT NULL,
	"changed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"snapshot_xmin" "xid8" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_changes_xid_idx" ON "listing_changes" USING btree ("changed_xid");--> statement-breakpoint
CREATE INDEX "listing_changes_at_idx" ON "listing_changes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "listing_marks_at_idx" ON "listing_marks" USING btree ("at");--> statement-breakpoint
-- Issue 23: a node keeps a large category's listing records in a file with the database snapshot it read them in
-- (api/catalog/listing-snapshots.ts), and after a start reads only the products changed since: those whose change
-- that snapshot does not see. Each statement on listing_products logs the products it wrote (an UPDATE, before and
-- after), with its transaction; one that wrote more than 10,000 (an import), or a TRUNCATE, logs product 0: "read
-- everything again".
CREATE FUNCTION public.vetrina_log_listing_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO public.listing_changes (product_id) VALUES (0);
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO changed FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO changed
      FROM (SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows) AS rows;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(changed) > 10000 THEN
    INSERT INTO public.listing_changes (product_id) VALUES (0);
  ELSE
    INSERT INTO public.listing_changes (product_id) SELECT unnest(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_log_insert AFTER INSERT ON public.listing_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_log_listing_changes();
--> statement-breakpoint
CREATE TRIGGER listing_log_update AFTER UPDATE ON public.listing_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_log_listing_changes();
--> statement-breakpoint
CREATE TRIGGER listing_log_delete AFTER DELETE ON public.listing_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_log_listing_changes();
--> statement-breakpoint
CREATE TRIGGER listing_log_truncate AFTER TRUNCATE ON public.listing_products
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_log_listing_changes();
