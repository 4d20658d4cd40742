-- No row links to `facilities` any more (docs/decisions/0077): every insert into a facility-owned
-- table checked its facility's one row FOR KEY SHARE, so a night's concurrent bookings all locked the
-- same row and waited on its shared lock. The connection's binding names the facility, and only the
-- server's routing by host (a facility the deployment has) binds one.
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
