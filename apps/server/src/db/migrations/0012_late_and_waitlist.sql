CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_line_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"night" date NOT NULL,
	"bath" boolean NOT NULL,
	"handicapped" boolean NOT NULL,
	"kallah" boolean NOT NULL,
	"double_slot" boolean NOT NULL,
	"parking" boolean NOT NULL,
	"salon_manicure" boolean NOT NULL,
	"salon_both" boolean NOT NULL,
	"earliest" timestamp with time zone NOT NULL,
	"latest" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"offer_reservation_id" uuid,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('Waiting', 'Offered', 'Accepted', 'Passed', 'Left'))
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "late_minutes" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "late_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "late_from_slot" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_night_idx" ON "waitlist_entries" USING btree ("night","status","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_active_key" ON "waitlist_entries" USING btree ("user_id","night") WHERE "waitlist_entries"."status" in ('Waiting', 'Offered');