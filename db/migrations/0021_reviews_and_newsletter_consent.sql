CREATE TABLE "newsletter_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"event" varchar(16) NOT NULL,
	"source" varchar(16) NOT NULL,
	"lang" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_consents_event_known" CHECK ("newsletter_consents"."event" in ('requested', 'confirmed', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_line_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_by" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_consents" ADD CONSTRAINT "newsletter_consents_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_consents_subscription_idx" ON "newsletter_consents" USING btree ("subscription_id","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_line_uq" ON "reviews" USING btree ("order_line_id") WHERE "reviews"."order_line_id" is not null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_known" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
-- A product's rating is its approved reviews' average and count, kept by the database whoever writes a
-- review (the storefront, the moderation, an import): the product page reads two columns, not an aggregate.
CREATE OR REPLACE FUNCTION vetrina_review_rating() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN ids := ARRAY[OLD.product_id];
  ELSIF TG_OP = 'INSERT' THEN ids := ARRAY[NEW.product_id];
  ELSE ids := ARRAY[OLD.product_id, NEW.product_id];
  END IF;
  UPDATE products p SET
    rating_average_x100 = coalesce((SELECT round(avg(r.rating) * 100)::int FROM reviews r WHERE r.product_id = p.id AND r.status = 'approved'), 0),
    rating_count = (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id AND r.status = 'approved')
  WHERE p.id = ANY(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vetrina_review_rating AFTER INSERT OR DELETE OR UPDATE OF status, rating, product_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION vetrina_review_rating();
