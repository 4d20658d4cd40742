CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reservation_id" uuid,
	"user_id" uuid,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'succeeded' NOT NULL,
	"reference" text,
	"provider_transaction_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('charge', 'payment', 'refund', 'donation', 'tip', 'fee'))
);
--> statement-breakpoint
CREATE TABLE "reservation_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reservation_id" uuid NOT NULL,
	"previous_status" text,
	"new_status" text NOT NULL,
	"previous_change_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"by_user" text,
	"by_ip" text
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reservations_reservation_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"night" date NOT NULL,
	"time_slot" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"code" text NOT NULL,
	"bath" boolean NOT NULL,
	"handicapped" boolean NOT NULL,
	"kallah" boolean NOT NULL,
	"double_slot" boolean NOT NULL,
	"parking" boolean NOT NULL,
	"salon_manicure" boolean NOT NULL,
	"salon_both" boolean NOT NULL,
	"notes" text,
	"user_notes" text,
	"reservation_notes" text,
	"replacing_reservation_id" uuid,
	"idempotency_key" text,
	"created_by_user" text,
	"created_by_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hold_expires_at" timestamp with time zone,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('Pending', 'Reserved', 'Arrived', 'Waiting', 'Assigned', 'Prep', 'ReadyForMikvah', 'ReadyForMikvahNext', 'InMikvah', 'Dressing', 'Done', 'Canceled', 'Replaced'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plate_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_status_history" ADD CONSTRAINT "reservation_status_history_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_reservation_idx" ON "ledger_entries" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reservation_status_history_reservation_idx" ON "reservation_status_history" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_number_key" ON "reservations" USING btree ("reservation_number");--> statement-breakpoint
CREATE INDEX "reservations_night_status_idx" ON "reservations" USING btree ("night","status");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","night");--> statement-breakpoint
CREATE INDEX "reservations_pending_idx" ON "reservations" USING btree ("hold_expires_at") WHERE "reservations"."status" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_night_code_key" ON "reservations" USING btree ("night","code") WHERE "reservations"."status" not in ('Canceled', 'Replaced');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_key" ON "reservations" USING btree ("user_id","idempotency_key");