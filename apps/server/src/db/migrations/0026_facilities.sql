-- Every row belongs to a facility (docs/decisions/0076, 0077). The rows already there belong to the
-- facility `default`, named as the site names itself. A new row takes the facility its connection is
-- bound to (`app.facility`), and row-level security, forced on every facility-owned table, lets a
-- connection read and write only its facility's rows. The server's connections take the role
-- tevila_server, which is neither a superuser nor the tables' owner, so the policies bind it.
CREATE TABLE "facilities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"host" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facilities_host_unique" UNIQUE("host")
);
--> statement-breakpoint
INSERT INTO "facilities" ("id", "name")
  SELECT 'default', coalesce((SELECT nullif(trim("value"), '') FROM "settings" WHERE "key" = 'facilityName'), 'Tevila Mikvah');
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "outbound_messages" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "schedule_overrides" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "schedule_overrides" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "settings" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "used_bot_challenges" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "used_bot_challenges" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "device_credentials" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "device_credentials" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "password_failures" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "password_failures" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_roles" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "verification_codes" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "reservation_reminders" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservation_reminders" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "reservation_status_history" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservation_status_history" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_events" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "sandbox_cards" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sandbox_cards" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sandbox_charges" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "sandbox_customers" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sandbox_customers" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "tour_signups" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "tour_signups" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "access_logs" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "access_logs" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "attendants" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "attendants" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "plate_images" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "plate_images" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "plate_submissions" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "plate_submissions" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "user_excluded_attendants" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_excluded_attendants" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "cubicles" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "cubicles" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "room_assignments" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "room_assignments" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "section_attendants" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "section_attendants" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sections" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "supply_requests" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "supply_requests" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "room_alerts" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "room_alerts" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "room_tablets" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "room_tablets" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "passkeys" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "passkeys" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "recovery_codes" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "totp_factors" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "totp_factors" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "daily_backups" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "daily_backups" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "device_leases" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "device_leases" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "rate_limits" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "device_health" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "device_health" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "door_codes" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "door_codes" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "terminal_actions" ADD COLUMN "facility_id" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
ALTER TABLE "terminal_actions" ALTER COLUMN "facility_id" SET DEFAULT current_setting('app.facility');
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "schedule_overrides" ADD CONSTRAINT "schedule_overrides_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "used_bot_challenges" ADD CONSTRAINT "used_bot_challenges_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "device_credentials" ADD CONSTRAINT "device_credentials_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_failures" ADD CONSTRAINT "password_failures_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reservation_reminders" ADD CONSTRAINT "reservation_reminders_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reservation_status_history" ADD CONSTRAINT "reservation_status_history_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sandbox_cards" ADD CONSTRAINT "sandbox_cards_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sandbox_customers" ADD CONSTRAINT "sandbox_customers_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tour_signups" ADD CONSTRAINT "tour_signups_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendants" ADD CONSTRAINT "attendants_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plate_images" ADD CONSTRAINT "plate_images_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plate_submissions" ADD CONSTRAINT "plate_submissions_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_excluded_attendants" ADD CONSTRAINT "user_excluded_attendants_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cubicles" ADD CONSTRAINT "cubicles_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "section_attendants" ADD CONSTRAINT "section_attendants_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "supply_requests" ADD CONSTRAINT "supply_requests_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "room_alerts" ADD CONSTRAINT "room_alerts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "room_tablets" ADD CONSTRAINT "room_tablets_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ADD CONSTRAINT "second_factor_challenges_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "totp_factors" ADD CONSTRAINT "totp_factors_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "daily_backups" ADD CONSTRAINT "daily_backups_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "device_leases" ADD CONSTRAINT "device_leases_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "device_health" ADD CONSTRAINT "device_health_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "door_codes" ADD CONSTRAINT "door_codes_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "terminal_actions" ADD CONSTRAINT "terminal_actions_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Roles belong to the whole cluster: another database of it may have made this one already.
DO $$
BEGIN
  CREATE ROLE "tevila_server" NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
-- The login that runs the server may take the role (SET ROLE); a superuser always could.
GRANT "tevila_server" TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA "public" TO "tevila_server";
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "public" TO "tevila_server";
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "public" TO "tevila_server";
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA "public" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "tevila_server";
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA "public" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO "tevila_server";
--> statement-breakpoint
-- A backup records which migrations its schema had.
GRANT USAGE ON SCHEMA "drizzle" TO "tevila_server";
--> statement-breakpoint
GRANT SELECT ON ALL TABLES IN SCHEMA "drizzle" TO "tevila_server";
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "audit_log_facility" ON "audit_log" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "outbound_messages" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "outbound_messages" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "outbound_messages_facility" ON "outbound_messages" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "schedule_overrides" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "schedule_overrides" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "schedule_overrides_facility" ON "schedule_overrides" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "settings_facility" ON "settings" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "used_bot_challenges" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "used_bot_challenges" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "used_bot_challenges_facility" ON "used_bot_challenges" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "device_credentials" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "device_credentials" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "device_credentials_facility" ON "device_credentials" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "password_failures" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "password_failures" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "password_failures_facility" ON "password_failures" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "refresh_tokens_facility" ON "refresh_tokens" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sessions_facility" ON "sessions" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "user_roles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_roles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "user_roles_facility" ON "user_roles" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "users_facility" ON "users" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "verification_codes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "verification_codes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "verification_codes_facility" ON "verification_codes" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "reservation_reminders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "reservation_reminders" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "reservation_reminders_facility" ON "reservation_reminders" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "reservation_status_history" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "reservation_status_history" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "reservation_status_history_facility" ON "reservation_status_history" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "reservations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "reservations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "reservations_facility" ON "reservations" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "ledger_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "ledger_entries_facility" ON "ledger_entries" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "payment_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "payment_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "payment_events_facility" ON "payment_events" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "sandbox_cards" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sandbox_cards" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sandbox_cards_facility" ON "sandbox_cards" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "sandbox_charges" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sandbox_charges" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sandbox_charges_facility" ON "sandbox_charges" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "sandbox_customers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sandbox_customers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sandbox_customers_facility" ON "sandbox_customers" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sandbox_refunds_facility" ON "sandbox_refunds" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "tour_signups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tour_signups" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tour_signups_facility" ON "tour_signups" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "tours" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tours" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tours_facility" ON "tours" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "access_logs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "access_logs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "access_logs_facility" ON "access_logs" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "attendants" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "attendants" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "attendants_facility" ON "attendants" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "plate_images" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "plate_images" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "plate_images_facility" ON "plate_images" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "plate_submissions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "plate_submissions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "plate_submissions_facility" ON "plate_submissions" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "user_excluded_attendants" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_excluded_attendants" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "user_excluded_attendants_facility" ON "user_excluded_attendants" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "cubicles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cubicles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "cubicles_facility" ON "cubicles" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "room_assignments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "room_assignments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "room_assignments_facility" ON "room_assignments" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "rooms" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "rooms" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "rooms_facility" ON "rooms" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "section_attendants" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "section_attendants" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "section_attendants_facility" ON "section_attendants" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "sections" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sections" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sections_facility" ON "sections" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "supply_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "supply_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "supply_requests_facility" ON "supply_requests" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "waitlist_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "waitlist_entries_facility" ON "waitlist_entries" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "devices" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "devices" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "devices_facility" ON "devices" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "room_alerts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "room_alerts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "room_alerts_facility" ON "room_alerts" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "room_tablets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "room_tablets" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "room_tablets_facility" ON "room_tablets" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "passkeys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "passkeys" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "passkeys_facility" ON "passkeys" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "recovery_codes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "recovery_codes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "recovery_codes_facility" ON "recovery_codes" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "second_factor_challenges" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "second_factor_challenges_facility" ON "second_factor_challenges" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "totp_factors" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "totp_factors" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "totp_factors_facility" ON "totp_factors" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "daily_backups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "daily_backups" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "daily_backups_facility" ON "daily_backups" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "device_leases" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "device_leases" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "device_leases_facility" ON "device_leases" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "rate_limits" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "rate_limits" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "rate_limits_facility" ON "rate_limits" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "device_health" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "device_health" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "device_health_facility" ON "device_health" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "door_codes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "door_codes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "door_codes_facility" ON "door_codes" USING ("facility_id" = current_setting('app.facility', true));
--> statement-breakpoint
ALTER TABLE "terminal_actions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "terminal_actions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "terminal_actions_facility" ON "terminal_actions" USING ("facility_id" = current_setting('app.facility', true));
