CREATE TABLE "device_health" (
	"device" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"failing_since" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "door_codes" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"programmed" jsonb,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "door_codes" ADD CONSTRAINT "door_codes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The desk's list says whose code is not on the doors yet (migration 0014's notice).
CREATE TRIGGER "door_codes_desk_changed" AFTER INSERT OR UPDATE OR DELETE ON "door_codes"
  FOR EACH STATEMENT EXECUTE FUNCTION "tevila_desk_changed"();
