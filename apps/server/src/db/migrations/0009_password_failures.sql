CREATE TABLE "password_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_name" text NOT NULL,
	"network" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "password_failures_user_idx" ON "password_failures" USING btree ("user_name","at");--> statement-breakpoint
CREATE INDEX "password_failures_network_idx" ON "password_failures" USING btree ("network","at");--> statement-breakpoint
CREATE INDEX "password_failures_at_idx" ON "password_failures" USING btree ("at");