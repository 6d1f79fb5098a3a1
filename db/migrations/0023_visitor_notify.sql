-- The header's counts of a visitor (cart units, wishlist products) are kept in memory by every API node
-- (issue 18 §2) and dropped when that visitor's cart or wishlist changes, by whichever node or script:
-- one NOTIFY on the channel vetrina_visitor per changed owner, 'a:<anonymous id>' or 'c:<customer id>'
-- (identical notifications of one transaction arrive once). Stock and prices come on vetrina_catalog.
CREATE OR REPLACE FUNCTION vetrina_visitor_key(anonymous_id text, customer_id uuid) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN customer_id IS NOT NULL THEN 'c:' || customer_id::text ELSE 'a:' || coalesce(anonymous_id, '') END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vetrina_notify_visitor_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_row record;
BEGIN
  IF TG_TABLE_NAME IN ('carts', 'wishlists') THEN
    -- A cart that changes hands (a visitor signs in) is news for both owners.
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM pg_notify('vetrina_visitor', vetrina_visitor_key(OLD.anonymous_id, OLD.customer_id));
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM pg_notify('vetrina_visitor', vetrina_visitor_key(NEW.anonymous_id, NEW.customer_id));
    END IF;
  ELSIF TG_TABLE_NAME = 'cart_lines' THEN
    FOR owner_row IN
      SELECT c.anonymous_id, c.customer_id FROM carts c
      WHERE c.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.cart_id ELSE NEW.cart_id END
         OR (TG_OP = 'UPDATE' AND c.id = OLD.cart_id)
    LOOP
      PERFORM pg_notify('vetrina_visitor', vetrina_visitor_key(owner_row.anonymous_id, owner_row.customer_id));
    END LOOP;
  ELSIF TG_TABLE_NAME = 'wishlist_items' THEN
    FOR owner_row IN
      SELECT w.anonymous_id, w.customer_id FROM wishlists w
      WHERE w.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.wishlist_id ELSE NEW.wishlist_id END
         OR (TG_OP = 'UPDATE' AND w.id = OLD.wishlist_id)
    LOOP
      PERFORM pg_notify('vetrina_visitor', vetrina_visitor_key(owner_row.anonymous_id, owner_row.customer_id));
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Emptied at once (a test, a script): every node drops every visitor's counts.
CREATE OR REPLACE FUNCTION vetrina_notify_visitors_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vetrina_visitor', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['carts', 'cart_lines', 'wishlists', 'wishlist_items'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS vetrina_visitor_notify ON %I', t);
    EXECUTE format(
      'CREATE TRIGGER vetrina_visitor_notify AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION vetrina_notify_visitor_change()', t);
    EXECUTE format('DROP TRIGGER IF EXISTS vetrina_visitor_notify_truncate ON %I', t);
    EXECUTE format(
      'CREATE TRIGGER vetrina_visitor_notify_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION vetrina_notify_visitors_truncated()', t);
  END LOOP;
END
$$;
