ALTER TABLE "reservations" ADD COLUMN "late_minutes" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "late_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "late_from_slot" timestamp with time zone;