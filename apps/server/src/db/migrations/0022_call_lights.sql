CREATE TABLE "device_leases" (
	"device" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "dmx_channel" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_dmx_channel_key" ON "rooms" USING btree ("dmx_channel") WHERE "rooms"."dmx_channel" is not null;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_dmx_channel_check" CHECK ("rooms"."dmx_channel" between 1 and 512);--> statement-breakpoint
-- The hallway's call lights follow a room's open calls (docs/building/call-lights.md): a help alert or
-- a supply request written by any instance tells every instance, as the desk's list is told (0014).
CREATE TRIGGER "room_alerts_desk_changed" AFTER INSERT OR UPDATE OR DELETE ON "room_alerts"
  FOR EACH STATEMENT EXECUTE FUNCTION "tevila_desk_changed"();
--> statement-breakpoint
CREATE TRIGGER "supply_requests_desk_changed" AFTER INSERT OR UPDATE OR DELETE ON "supply_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "tevila_desk_changed"();
