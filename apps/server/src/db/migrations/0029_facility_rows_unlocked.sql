-- No row links to `facilities` any more (docs/decisions/0077): every insert into a facility-owned
-- table checked its facility's one row FOR KEY SHARE, so a night's concurrent bookings all locked the
-- same row and waited on its shared lock. The connection's binding names the facility, and only the
-- server's routing by host (a facility the deployment has) binds one. A connection whose facility was
-- set and then reset holds an empty one, which the policies now take for none: it reads nothing and
-- writes nothing, where the link to `facilities` used to refuse its writes.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "outbound_messages" DROP CONSTRAINT "outbound_messages_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "schedule_overrides" DROP CONSTRAINT "schedule_overrides_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "settings" DROP CONSTRAINT "settings_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "used_bot_challenges" DROP CONSTRAINT "used_bot_challenges_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "device_credentials" DROP CONSTRAINT "device_credentials_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "password_failures" DROP CONSTRAINT "password_failures_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "reservation_reminders" DROP CONSTRAINT "reservation_reminders_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "reservation_status_history" DROP CONSTRAINT "reservation_status_history_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "sandbox_cards" DROP CONSTRAINT "sandbox_cards_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "sandbox_charges" DROP CONSTRAINT "sandbox_charges_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "sandbox_customers" DROP CONSTRAINT "sandbox_customers_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" DROP CONSTRAINT "sandbox_refunds_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "tour_signups" DROP CONSTRAINT "tour_signups_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "tours" DROP CONSTRAINT "tours_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "access_logs" DROP CONSTRAINT "access_logs_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "attendants" DROP CONSTRAINT "attendants_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "plate_images" DROP CONSTRAINT "plate_images_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "plate_submissions" DROP CONSTRAINT "plate_submissions_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "user_excluded_attendants" DROP CONSTRAINT "user_excluded_attendants_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "cubicles" DROP CONSTRAINT "cubicles_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "room_assignments" DROP CONSTRAINT "room_assignments_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "rooms" DROP CONSTRAINT "rooms_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "section_attendants" DROP CONSTRAINT "section_attendants_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "sections" DROP CONSTRAINT "sections_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "supply_requests" DROP CONSTRAINT "supply_requests_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "room_alerts" DROP CONSTRAINT "room_alerts_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "room_tablets" DROP CONSTRAINT "room_tablets_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "passkeys" DROP CONSTRAINT "passkeys_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "recovery_codes" DROP CONSTRAINT "recovery_codes_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "second_factor_challenges" DROP CONSTRAINT "second_factor_challenges_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "totp_factors" DROP CONSTRAINT "totp_factors_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "daily_backups" DROP CONSTRAINT "daily_backups_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "device_leases" DROP CONSTRAINT "device_leases_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "device_health" DROP CONSTRAINT "device_health_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "door_codes" DROP CONSTRAINT "door_codes_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "terminal_actions" DROP CONSTRAINT "terminal_actions_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER POLICY "audit_log_facility" ON "audit_log" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "outbound_messages_facility" ON "outbound_messages" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "schedule_overrides_facility" ON "schedule_overrides" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "settings_facility" ON "settings" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "used_bot_challenges_facility" ON "used_bot_challenges" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "device_credentials_facility" ON "device_credentials" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "password_failures_facility" ON "password_failures" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "refresh_tokens_facility" ON "refresh_tokens" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "sessions_facility" ON "sessions" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "user_roles_facility" ON "user_roles" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "users_facility" ON "users" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "verification_codes_facility" ON "verification_codes" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "reservation_reminders_facility" ON "reservation_reminders" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "reservation_status_history_facility" ON "reservation_status_history" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "reservations_facility" ON "reservations" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "ledger_entries_facility" ON "ledger_entries" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "payment_events_facility" ON "payment_events" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "sandbox_cards_facility" ON "sandbox_cards" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "sandbox_charges_facility" ON "sandbox_charges" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "sandbox_customers_facility" ON "sandbox_customers" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "sandbox_refunds_facility" ON "sandbox_refunds" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "tour_signups_facility" ON "tour_signups" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "tours_facility" ON "tours" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "access_logs_facility" ON "access_logs" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "attendants_facility" ON "attendants" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "plate_images_facility" ON "plate_images" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "plate_submissions_facility" ON "plate_submissions" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "user_excluded_attendants_facility" ON "user_excluded_attendants" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "cubicles_facility" ON "cubicles" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "room_assignments_facility" ON "room_assignments" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "rooms_facility" ON "rooms" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "section_attendants_facility" ON "section_attendants" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "sections_facility" ON "sections" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "supply_requests_facility" ON "supply_requests" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "waitlist_entries_facility" ON "waitlist_entries" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "devices_facility" ON "devices" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "room_alerts_facility" ON "room_alerts" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "room_tablets_facility" ON "room_tablets" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "passkeys_facility" ON "passkeys" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "recovery_codes_facility" ON "recovery_codes" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "second_factor_challenges_facility" ON "second_factor_challenges" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "totp_factors_facility" ON "totp_factors" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "daily_backups_facility" ON "daily_backups" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "device_leases_facility" ON "device_leases" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "rate_limits_facility" ON "rate_limits" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "device_health_facility" ON "device_health" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "door_codes_facility" ON "door_codes" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
--> statement-breakpoint
ALTER POLICY "terminal_actions_facility" ON "terminal_actions" USING ("facility_id" = nullif(current_setting('app.facility', true), ''));
