CREATE TABLE "operator_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator" varchar(64) NOT NULL,
	"action" varchar(40) NOT NULL,
	"order_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_known";--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_actions_order_idx" ON "operator_actions" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('awaiting', 'on_handover', 'paid', 'voided', 'refunded'));