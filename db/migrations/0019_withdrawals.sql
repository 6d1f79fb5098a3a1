ALTER TABLE "returns" ADD COLUMN "withdrawal_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "withdrawal_name" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "withdrawal_email" text;