CREATE TABLE "customer_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"provider" varchar(32) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" varchar(32) NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"state_hash" varchar(128) NOT NULL,
	"binding_hash" varchar(128) NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"customer_id" uuid,
	"lang" varchar(5) NOT NULL,
	"redirect_to" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"confirmation_hash" varchar(128),
	"pending_customer_id" uuid,
	"subject" varchar(255),
	"email" varchar(254),
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_login_attempts_state_hash_unique" UNIQUE("state_hash"),
	CONSTRAINT "social_login_attempts_confirmation_hash_unique" UNIQUE("confirmation_hash")
);
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_identities" ADD CONSTRAINT "customer_identities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_attempts" ADD CONSTRAINT "social_login_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_attempts" ADD CONSTRAINT "social_login_attempts_pending_customer_id_customers_id_fk" FOREIGN KEY ("pending_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_identities_subject_uq" ON "customer_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_identities_customer_provider_uq" ON "customer_identities" USING btree ("customer_id","provider");--> statement-breakpoint
CREATE INDEX "social_login_attempts_expires_idx" ON "social_login_attempts" USING btree ("expires_at");