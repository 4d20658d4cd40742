CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"behaviour" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"customer_id" text,
	"token_used_at" timestamp with time zone,
	"detached_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_cards_last4_check" CHECK ("sandbox_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "sandbox_cards_behaviour_check" CHECK ("sandbox_cards"."behaviour" in ('succeed', 'declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"failure_type" text,
	"failure_message" text,
	"card_id" text,
	"customer_id" text,
	"metadata" jsonb NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_charges_amount_check" CHECK ("sandbox_charges"."amount_cents" > 0),
	CONSTRAINT "sandbox_charges_refunded_check" CHECK ("sandbox_charges"."refunded_cents" >= 0 and "sandbox_charges"."refunded_cents" <= "sandbox_charges"."amount_cents"),
	CONSTRAINT "sandbox_charges_status_check" CHECK ("sandbox_charges"."status" in ('succeeded', 'failed', 'requires_payment_method'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_check" CHECK ("sandbox_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "donation_type" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payer_first_name" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payer_last_name" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payer_email" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payer_phone" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "refund_of" bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "failure_type" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payments_customer_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_cards" ADD CONSTRAINT "sandbox_cards_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_card_id_sandbox_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sandbox_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_id_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_cards_token_key" ON "sandbox_cards" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sandbox_cards_customer_idx" ON "sandbox_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_idempotency_key" ON "sandbox_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_key" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_of_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_refund_of_idx" ON "ledger_entries" USING btree ("refund_of");--> statement-breakpoint
CREATE INDEX "ledger_entries_pending_idx" ON "ledger_entries" USING btree ("created_at") WHERE "ledger_entries"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency_key" ON "ledger_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_payments_customer_key" ON "users" USING btree ("payments_customer_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_status_check" CHECK ("ledger_entries"."status" in ('pending', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_cents" >= 0 and "ledger_entries"."amount_cents" <= 100000000);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_of_check" CHECK (("ledger_entries"."refund_of" is null) or ("ledger_entries"."kind" = 'refund'));