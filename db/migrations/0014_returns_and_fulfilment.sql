CREATE SEQUENCE "public"."return_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_method" varchar(40);--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_reference" varchar(128);--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refunded_at" timestamp with time zone;