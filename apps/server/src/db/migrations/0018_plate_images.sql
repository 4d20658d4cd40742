CREATE TABLE "plate_images" (
	"submission_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "plate_images_submission_id_n_pk" PRIMARY KEY("submission_id","n")
);
--> statement-breakpoint
ALTER TABLE "plate_images" ADD CONSTRAINT "plate_images_submission_id_plate_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."plate_submissions"("id") ON DELETE cascade ON UPDATE no action;