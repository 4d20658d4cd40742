CREATE TABLE "room_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"night" date NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	CONSTRAINT "room_alerts_kind_check" CHECK ("room_alerts"."kind" in ('help'))
);
--> statement-breakpoint
CREATE TABLE "room_tablets" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"failed_since" timestamp with time zone,
	"locked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "room_alerts" ADD CONSTRAINT "room_alerts_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_tablets" ADD CONSTRAINT "room_tablets_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_alerts_open_key" ON "room_alerts" USING btree ("room_id","kind") WHERE "room_alerts"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "room_alerts_night_idx" ON "room_alerts" USING btree ("night");