CREATE TABLE "cubicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cubicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_assignments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reservation_id" uuid NOT NULL,
	"room_id" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"by_user" text,
	"by_ip" text
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"type" text NOT NULL,
	"section_id" integer NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "rooms_type_check" CHECK ("rooms"."type" in ('shower', 'bath', 'handicapped', 'kallah')),
	CONSTRAINT "rooms_status_check" CHECK ("rooms"."status" in ('Offline', 'Available', 'Occupied', 'NeedsCleaning', 'Cleaning', 'Ready'))
);
--> statement-breakpoint
CREATE TABLE "section_attendants" (
	"night" date NOT NULL,
	"section_id" integer NOT NULL,
	"attendant_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "section_attendants_night_section_id_pk" PRIMARY KEY("night","section_id")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "supply_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reservation_id" uuid NOT NULL,
	"room_id" integer NOT NULL,
	"item" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"date_requested" timestamp with time zone NOT NULL,
	"date_completed" timestamp with time zone,
	"date_canceled" timestamp with time zone,
	"by_user" text,
	CONSTRAINT "supply_requests_status_check" CHECK ("supply_requests"."status" in ('open', 'complete', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "time_arrived" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "time_completed" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "room_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cubicle_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "waiting_code" text;--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_attendants" ADD CONSTRAINT "section_attendants_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_attendants" ADD CONSTRAINT "section_attendants_attendant_id_attendants_id_fk" FOREIGN KEY ("attendant_id") REFERENCES "public"."attendants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_requests" ADD CONSTRAINT "supply_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_requests" ADD CONSTRAINT "supply_requests_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cubicles_name_key" ON "cubicles" USING btree ("name");--> statement-breakpoint
CREATE INDEX "room_assignments_reservation_idx" ON "room_assignments" USING btree ("reservation_id","assigned_at");--> statement-breakpoint
CREATE INDEX "room_assignments_room_idx" ON "room_assignments" USING btree ("room_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_number_key" ON "rooms" USING btree ("number");--> statement-breakpoint
CREATE INDEX "rooms_section_idx" ON "rooms" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_name_key" ON "sections" USING btree ("name");--> statement-breakpoint
CREATE INDEX "supply_requests_reservation_idx" ON "supply_requests" USING btree ("reservation_id","date_requested");--> statement-breakpoint
CREATE INDEX "supply_requests_room_idx" ON "supply_requests" USING btree ("room_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_room_in_use_key" ON "reservations" USING btree ("room_id") WHERE "reservations"."status" in ('Assigned', 'Prep', 'ReadyForMikvah', 'ReadyForMikvahNext', 'InMikvah', 'Dressing');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_cubicle_in_use_key" ON "reservations" USING btree ("cubicle_id") WHERE "reservations"."status" = 'Waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_night_waiting_code_key" ON "reservations" USING btree ("night","waiting_code") WHERE "reservations"."status" = 'Waiting';
--> statement-breakpoint
-- The building as it opens: two sections, the 28 preparation rooms of the capacity settings, 8 cubicles.
INSERT INTO "sections" ("name") VALUES ('East'), ('West');
--> statement-breakpoint
INSERT INTO "rooms" ("number", "type", "section_id") VALUES
  ('1', 'shower', 1),
  ('2', 'shower', 1),
  ('3', 'shower', 1),
  ('4', 'shower', 1),
  ('5', 'shower', 1),
  ('6', 'shower', 1),
  ('7', 'shower', 1),
  ('8', 'bath', 1),
  ('9', 'bath', 1),
  ('10', 'bath', 1),
  ('11', 'bath', 1),
  ('12', 'bath', 1),
  ('13', 'handicapped', 1),
  ('14', 'kallah', 1),
  ('15', 'shower', 2),
  ('16', 'shower', 2),
  ('17', 'shower', 2),
  ('18', 'shower', 2),
  ('19', 'shower', 2),
  ('20', 'shower', 2),
  ('21', 'shower', 2),
  ('22', 'bath', 2),
  ('23', 'bath', 2),
  ('24', 'bath', 2),
  ('25', 'bath', 2),
  ('26', 'bath', 2),
  ('27', 'handicapped', 2),
  ('28', 'kallah', 2);
--> statement-breakpoint
INSERT INTO "cubicles" ("name") VALUES ('C1'), ('C2'), ('C3'), ('C4'), ('C5'), ('C6'), ('C7'), ('C8');
