-- The listing's own rows say which products changed (issue 23): a node's kept category records are read from
-- listing_products alone (and the brands), so they follow its notifications and ignore the other tables'
-- (a setting, a page, a translation, a delivery method). Every change of the listing comes from a change
-- elsewhere: a product or variant (whose own notification names the same products, and PostgreSQL sends
-- identical notifications of one transaction once), but also a category moved under another parent, which named
-- no product until now. TRUNCATE says the table's name.
CREATE TRIGGER vetrina_catalog_notify AFTER TRUNCATE ON public.listing_products
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER vetrina_products_notify_insert AFTER INSERT ON public.listing_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_product_change('product_id');
--> statement-breakpoint
CREATE TRIGGER vetrina_products_notify_update AFTER UPDATE ON public.listing_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_product_change('product_id');
--> statement-breakpoint
CREATE TRIGGER vetrina_products_notify_delete AFTER DELETE ON public.listing_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.vetrina_notify_product_change('product_id');
