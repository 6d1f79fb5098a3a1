ALTER TABLE "brands" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "legal_email" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "eu_responsible" jsonb;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "ingredients" text;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "storage" text;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "warnings" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_food" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "may_contain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "nutrition" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "alcohol_tenths" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "withdrawal_exclusion" varchar(24);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_age" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_withdrawal_exclusion" CHECK ("products"."withdrawal_exclusion" in ('perishable', 'sealed_hygiene', 'made_to_measure'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_allergens" CHECK ("products"."allergens" <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[] and "products"."may_contain" <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[]);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_min_age" CHECK ("products"."min_age" between 1 and 21);