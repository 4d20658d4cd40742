-- Her signed-in devices (docs/product/site-and-staff.md, Signed-in devices): when each session was last
-- used, and the device and network she is shown for it. A session open before this learns its last use
-- from its newest refresh token; its device and network stay unknown until its next refresh.
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sessions" SET "last_used_at" = coalesce(
  (SELECT max("refresh_tokens"."created_at") FROM "refresh_tokens" WHERE "refresh_tokens"."session_id" = "sessions"."id"),
  "sessions"."created_at"
);--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "last_used_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "place" text;
