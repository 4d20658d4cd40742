CREATE TABLE "tour_signups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tour_signups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tour_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_ip" text
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"location" text,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "tours_type_check" CHECK ("tours"."type" in ('Kallah', 'Group')),
	CONSTRAINT "tours_capacity_check" CHECK ("tours"."capacity" is null or "tours"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "tour_signups" ADD CONSTRAINT "tour_signups_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_signups_tour_email_key" ON "tour_signups" USING btree ("tour_id",lower("email"));--> statement-breakpoint
CREATE INDEX "tours_type_starts_at_idx" ON "tours" USING btree ("type","starts_at");