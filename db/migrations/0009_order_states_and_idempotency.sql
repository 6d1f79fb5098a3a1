CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "checkout_step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_kind" varchar(32) NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" varchar(128);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" varchar(64) NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_anonymous_idx" ON "orders" USING btree ("anonymous_id","placed_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('awaiting_payment', 'confirmed', 'ready_for_pickup', 'shipped', 'delivered', 'collected', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('awaiting', 'on_handover', 'paid', 'voided'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_nonnegative" CHECK ("orders"."items_cents" >= 0 and "orders"."total_cents" >= 0 and "orders"."discount_cents" >= 0);