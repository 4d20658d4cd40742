CREATE TABLE "plate_images" (
	"submission_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "plate_images_submission_id_n_pk" PRIMARY KEY("submission_id","n")
);
--> statement-breakpoint
CREATE TABLE "daily_backups" (
	"day" date PRIMARY KEY NOT NULL,
	"claim" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"host" text NOT NULL,
	"file" text,
	"written_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plate_images" ADD CONSTRAINT "plate_images_submission_id_plate_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."plate_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_resets_at_idx" ON "rate_limits" USING btree ("resets_at");