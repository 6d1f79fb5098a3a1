ALTER TABLE "variants" ADD COLUMN "reference_cents" integer;--> statement-breakpoint
-- The rule of domain/prior-price.ts (issue 21), in the database: the price a variant's reduction may be
-- announced from, given its recorded prices and the price being written now (p_price, p_compare at p_at).
-- A reduction is announced while the compare-at price is set and began when that stretch began; its
-- reference is the lowest price applied in the p_days before it began (perishable goods: the price just
-- before it); a price replaced in the same instant was never applied; no reference above today's price,
-- no reduction. Kept in step with the TypeScript rule by api/catalog/price-history.test.ts.
CREATE OR REPLACE FUNCTION vetrina_reference_price(p_variant integer, p_price integer, p_compare integer, p_at timestamptz, p_days integer, p_perishable boolean)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE
  r record;
  start_at timestamptz := p_at;
  in_offer boolean := true;
  window_start timestamptz;
  reference integer;
BEGIN
  IF p_compare IS NULL THEN RETURN NULL; END IF;
  FOR r IN
    SELECT price_cents, compare_at_cents, changed_at FROM (
      SELECT price_cents, compare_at_cents, changed_at, id, lead(changed_at) OVER (ORDER BY changed_at, id) AS next_at
      FROM variant_prices WHERE variant_id = p_variant AND changed_at < p_at) h
    WHERE next_at IS NULL OR next_at <> changed_at
    ORDER BY changed_at DESC, id DESC
  LOOP
    IF in_offer AND r.compare_at_cents IS NOT NULL THEN
      start_at := r.changed_at;
      CONTINUE;
    END IF;
    IF in_offer THEN
      in_offer := false;
      IF p_perishable THEN
        RETURN CASE WHEN r.price_cents > p_price THEN r.price_cents END;
      END IF;
      window_start := start_at - make_interval(days => p_days);
    END IF;
    reference := least(coalesce(reference, r.price_cents), r.price_cents);
    -- The price in force when the window opened is the last one that counts.
    EXIT WHEN r.changed_at <= window_start;
  END LOOP;
  RETURN CASE WHEN reference > p_price THEN reference END;
END
$$;
--> statement-breakpoint
-- The window: settings key "prices", { "prior_price_days": n } (30 days by default, more if the shop wants).
CREATE OR REPLACE FUNCTION vetrina_set_reference_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.reference_cents := vetrina_reference_price(
    NEW.id, NEW.price_cents, NEW.compare_at_cents,
    coalesce(nullif(current_setting('vetrina.price_time', true), '')::timestamptz, now()),
    coalesce((SELECT greatest((value->>'prior_price_days')::int, 30) FROM settings WHERE key = 'prices'), 30),
    coalesce((SELECT perishable FROM products WHERE id = NEW.product_id), false));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vetrina_reference_insert BEFORE INSERT ON variants FOR EACH ROW EXECUTE FUNCTION vetrina_set_reference_price();
--> statement-breakpoint
CREATE TRIGGER vetrina_reference_change BEFORE UPDATE OF price_cents, compare_at_cents ON variants FOR EACH ROW
  WHEN (OLD.price_cents IS DISTINCT FROM NEW.price_cents OR OLD.compare_at_cents IS DISTINCT FROM NEW.compare_at_cents)
  EXECUTE FUNCTION vetrina_set_reference_price();
--> statement-breakpoint
-- Variants on offer now: their recorded history starts with the offer, so nothing is announced until a real reduction.
UPDATE variants v SET reference_cents = vetrina_reference_price(v.id, v.price_cents, v.compare_at_cents, now(), 30, p.perishable)
FROM products p WHERE p.id = v.product_id AND v.compare_at_cents IS NOT NULL;
