CREATE TABLE "access_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"door" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"reservation_id" uuid,
	"distance_feet" integer,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "attendants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "plate_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text,
	"add_replace" text NOT NULL,
	"files" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_ip" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	CONSTRAINT "plate_submissions_add_replace_check" CHECK ("plate_submissions"."add_replace" in ('add', 'replace')),
	CONSTRAINT "plate_submissions_status_check" CHECK ("plate_submissions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "reservation_reminders" (
	"reservation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_reminders_reservation_id_kind_pk" PRIMARY KEY("reservation_id","kind"),
	CONSTRAINT "reservation_reminders_kind_check" CHECK ("reservation_reminders"."kind" in ('confirmation', 'dayBefore', 'dayOf', 'feedback'))
);
--> statement-breakpoint
CREATE TABLE "user_excluded_attendants" (
	"user_id" uuid NOT NULL,
	"attendant_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_excluded_attendants_user_id_attendant_id_pk" PRIMARY KEY("user_id","attendant_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_submissions" ADD CONSTRAINT "plate_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_reminders" ADD CONSTRAINT "reservation_reminders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_excluded_attendants" ADD CONSTRAINT "user_excluded_attendants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_excluded_attendants" ADD CONSTRAINT "user_excluded_attendants_attendant_id_attendants_id_fk" FOREIGN KEY ("attendant_id") REFERENCES "public"."attendants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_logs_reservation_idx" ON "access_logs" USING btree ("reservation_id","at");--> statement-breakpoint
CREATE INDEX "access_logs_at_idx" ON "access_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "access_logs_user_idx" ON "access_logs" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "attendants_active_idx" ON "attendants" USING btree ("active","last_name","first_name");--> statement-breakpoint
CREATE INDEX "plate_submissions_status_idx" ON "plate_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "plate_submissions_user_idx" ON "plate_submissions" USING btree ("user_id","created_at");