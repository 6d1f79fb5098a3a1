CREATE TABLE "variant_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"compare_at_cents" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "perishable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variant_prices_variant_time_idx" ON "variant_prices" USING btree ("variant_id","changed_at");--> statement-breakpoint
-- Every price a variant has (issue 21): one row for each insert or change of its price or compare-at price,
-- written here, in the change's own transaction, whoever makes it. A seed telling the story of past prices
-- sets vetrina.price_time for its transaction (SET LOCAL); everything else is stamped with the transaction's time.
CREATE OR REPLACE FUNCTION vetrina_record_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO variant_prices (variant_id, price_cents, compare_at_cents, changed_at)
  VALUES (NEW.id, NEW.price_cents, NEW.compare_at_cents, coalesce(nullif(current_setting('vetrina.price_time', true), '')::timestamptz, now()));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vetrina_price_insert AFTER INSERT ON variants FOR EACH ROW EXECUTE FUNCTION vetrina_record_price();
--> statement-breakpoint
CREATE TRIGGER vetrina_price_change AFTER UPDATE OF price_cents, compare_at_cents ON variants FOR EACH ROW
  WHEN (OLD.price_cents IS DISTINCT FROM NEW.price_cents OR OLD.compare_at_cents IS DISTINCT FROM NEW.compare_at_cents)
  EXECUTE FUNCTION vetrina_record_price();
--> statement-breakpoint
-- The prices variants have now, as known since they last changed (no older history exists to go by).
INSERT INTO variant_prices (variant_id, price_cents, compare_at_cents, changed_at)
SELECT id, price_cents, compare_at_cents, updated_at FROM variants;
