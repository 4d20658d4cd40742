CREATE TABLE "used_bot_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_bot_challenges_expires_at" ON "used_bot_challenges" USING btree ("expires_at");