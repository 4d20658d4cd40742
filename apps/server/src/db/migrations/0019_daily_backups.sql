CREATE TABLE "daily_backups" (
	"day" date PRIMARY KEY NOT NULL,
	"claim" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"host" text NOT NULL,
	"file" text,
	"written_at" timestamp with time zone
);
