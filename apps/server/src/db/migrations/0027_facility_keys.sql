-- Every key, index and link between a facility's tables leads with the facility (docs/decisions/0076):
-- two facilities may hold the same settings key, phone number or reservation number, a row can only
-- point at a row of its own facility, and the schema can be distributed by facility_id. A link that
-- forgets a row when it goes (ON DELETE SET NULL) forgets only that column, never the facility.
ALTER TABLE "device_credentials" DROP CONSTRAINT "device_credentials_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_session_id_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_device_credential_id_device_credentials_id_fk";
--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reservation_reminders" DROP CONSTRAINT "reservation_reminders_reservation_id_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "reservation_status_history" DROP CONSTRAINT "reservation_status_history_reservation_id_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_reservation_id_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_refund_of_fk";
--> statement-breakpoint
ALTER TABLE "sandbox_cards" DROP CONSTRAINT "sandbox_cards_customer_id_sandbox_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "sandbox_charges" DROP CONSTRAINT "sandbox_charges_card_id_sandbox_cards_id_fk";
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" DROP CONSTRAINT "sandbox_refunds_charge_id_sandbox_charges_id_fk";
--> statement-breakpoint
ALTER TABLE "tour_signups" DROP CONSTRAINT "tour_signups_tour_id_tours_id_fk";
--> statement-breakpoint
ALTER TABLE "access_logs" DROP CONSTRAINT "access_logs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "access_logs" DROP CONSTRAINT "access_logs_reservation_id_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "plate_images" DROP CONSTRAINT "plate_images_submission_id_plate_submissions_id_fk";
--> statement-breakpoint
ALTER TABLE "plate_submissions" DROP CONSTRAINT "plate_submissions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_excluded_attendants" DROP CONSTRAINT "user_excluded_attendants_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_excluded_attendants" DROP CONSTRAINT "user_excluded_attendants_attendant_id_attendants_id_fk";
--> statement-breakpoint
ALTER TABLE "room_assignments" DROP CONSTRAINT "room_assignments_reservation_id_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "room_assignments" DROP CONSTRAINT "room_assignments_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "rooms" DROP CONSTRAINT "rooms_section_id_sections_id_fk";
--> statement-breakpoint
ALTER TABLE "section_attendants" DROP CONSTRAINT "section_attendants_section_id_sections_id_fk";
--> statement-breakpoint
ALTER TABLE "section_attendants" DROP CONSTRAINT "section_attendants_attendant_id_attendants_id_fk";
--> statement-breakpoint
ALTER TABLE "supply_requests" DROP CONSTRAINT "supply_requests_reservation_id_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "supply_requests" DROP CONSTRAINT "supply_requests_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "room_alerts" DROP CONSTRAINT "room_alerts_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "room_tablets" DROP CONSTRAINT "room_tablets_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "passkeys" DROP CONSTRAINT "passkeys_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "recovery_codes" DROP CONSTRAINT "recovery_codes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "second_factor_challenges" DROP CONSTRAINT "second_factor_challenges_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "second_factor_challenges" DROP CONSTRAINT "second_factor_challenges_device_credential_id_device_credentials_id_fk";
--> statement-breakpoint
ALTER TABLE "totp_factors" DROP CONSTRAINT "totp_factors_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "door_codes" DROP CONSTRAINT "door_codes_reservation_id_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "terminal_actions" DROP CONSTRAINT "terminal_actions_ledger_entry_id_ledger_entries_id_fk";
--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_user_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_idx";--> statement-breakpoint
DROP INDEX "outbound_messages_to_idx";--> statement-breakpoint
DROP INDEX "outbound_messages_status_idx";--> statement-breakpoint
DROP INDEX "used_bot_challenges_expires_at";--> statement-breakpoint
DROP INDEX "device_credentials_secret_hash_key";--> statement-breakpoint
DROP INDEX "device_credentials_user_idx";--> statement-breakpoint
DROP INDEX "password_failures_user_idx";--> statement-breakpoint
DROP INDEX "password_failures_network_idx";--> statement-breakpoint
DROP INDEX "password_failures_at_idx";--> statement-breakpoint
DROP INDEX "refresh_tokens_token_hash_key";--> statement-breakpoint
DROP INDEX "refresh_tokens_session_idx";--> statement-breakpoint
DROP INDEX "sessions_user_idx";--> statement-breakpoint
DROP INDEX "user_roles_role_idx";--> statement-breakpoint
DROP INDEX "users_user_name_key";--> statement-breakpoint
DROP INDEX "users_phone_number_key";--> statement-breakpoint
DROP INDEX "users_payments_customer_key";--> statement-breakpoint
DROP INDEX "verification_codes_phone_idx";--> statement-breakpoint
DROP INDEX "verification_codes_ip_idx";--> statement-breakpoint
DROP INDEX "reservation_status_history_reservation_idx";--> statement-breakpoint
DROP INDEX "reservations_number_key";--> statement-breakpoint
DROP INDEX "reservations_night_status_idx";--> statement-breakpoint
DROP INDEX "reservations_user_idx";--> statement-breakpoint
DROP INDEX "reservations_pending_idx";--> statement-breakpoint
DROP INDEX "reservations_night_code_key";--> statement-breakpoint
DROP INDEX "reservations_idempotency_key";--> statement-breakpoint
DROP INDEX "reservations_room_in_use_key";--> statement-breakpoint
DROP INDEX "reservations_cubicle_in_use_key";--> statement-breakpoint
DROP INDEX "reservations_night_waiting_code_key";--> statement-breakpoint
DROP INDEX "ledger_entries_reservation_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_user_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_created_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_refund_of_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_pending_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_idempotency_key";--> statement-breakpoint
DROP INDEX "sandbox_cards_token_key";--> statement-breakpoint
DROP INDEX "sandbox_cards_customer_idx";--> statement-breakpoint
DROP INDEX "sandbox_charges_idempotency_key";--> statement-breakpoint
DROP INDEX "sandbox_refunds_idempotency_key";--> statement-breakpoint
DROP INDEX "tour_signups_tour_email_key";--> statement-breakpoint
DROP INDEX "tours_type_starts_at_idx";--> statement-breakpoint
DROP INDEX "access_logs_reservation_idx";--> statement-breakpoint
DROP INDEX "access_logs_at_idx";--> statement-breakpoint
DROP INDEX "access_logs_user_idx";--> statement-breakpoint
DROP INDEX "attendants_active_idx";--> statement-breakpoint
DROP INDEX "plate_submissions_status_idx";--> statement-breakpoint
DROP INDEX "plate_submissions_user_idx";--> statement-breakpoint
DROP INDEX "cubicles_name_key";--> statement-breakpoint
DROP INDEX "room_assignments_reservation_idx";--> statement-breakpoint
DROP INDEX "room_assignments_room_idx";--> statement-breakpoint
DROP INDEX "rooms_number_key";--> statement-breakpoint
DROP INDEX "rooms_dmx_channel_key";--> statement-breakpoint
DROP INDEX "rooms_section_idx";--> statement-breakpoint
DROP INDEX "sections_name_key";--> statement-breakpoint
DROP INDEX "supply_requests_reservation_idx";--> statement-breakpoint
DROP INDEX "supply_requests_room_idx";--> statement-breakpoint
DROP INDEX "waitlist_entries_night_idx";--> statement-breakpoint
DROP INDEX "waitlist_entries_active_key";--> statement-breakpoint
DROP INDEX "devices_token_hash_key";--> statement-breakpoint
DROP INDEX "devices_created_at_idx";--> statement-breakpoint
DROP INDEX "room_alerts_open_key";--> statement-breakpoint
DROP INDEX "room_alerts_night_idx";--> statement-breakpoint
DROP INDEX "passkeys_credential_idx";--> statement-breakpoint
DROP INDEX "passkeys_user_idx";--> statement-breakpoint
DROP INDEX "recovery_codes_hash_idx";--> statement-breakpoint
DROP INDEX "recovery_codes_user_idx";--> statement-breakpoint
DROP INDEX "second_factor_challenges_token_idx";--> statement-breakpoint
DROP INDEX "totp_factors_user_idx";--> statement-breakpoint
DROP INDEX "rate_limits_resets_at_idx";--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_user_id_role_pk";--> statement-breakpoint
ALTER TABLE "reservation_reminders" DROP CONSTRAINT "reservation_reminders_reservation_id_kind_pk";--> statement-breakpoint
ALTER TABLE "plate_images" DROP CONSTRAINT "plate_images_submission_id_n_pk";--> statement-breakpoint
ALTER TABLE "user_excluded_attendants" DROP CONSTRAINT "user_excluded_attendants_user_id_attendant_id_pk";--> statement-breakpoint
ALTER TABLE "section_attendants" DROP CONSTRAINT "section_attendants_night_section_id_pk";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey";--> statement-breakpoint
ALTER TABLE "outbound_messages" DROP CONSTRAINT "outbound_messages_pkey";--> statement-breakpoint
ALTER TABLE "schedule_overrides" DROP CONSTRAINT "schedule_overrides_pkey";--> statement-breakpoint
ALTER TABLE "settings" DROP CONSTRAINT "settings_pkey";--> statement-breakpoint
ALTER TABLE "used_bot_challenges" DROP CONSTRAINT "used_bot_challenges_pkey";--> statement-breakpoint
ALTER TABLE "device_credentials" DROP CONSTRAINT "device_credentials_pkey";--> statement-breakpoint
ALTER TABLE "password_failures" DROP CONSTRAINT "password_failures_pkey";--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_pkey";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_pkey";--> statement-breakpoint
ALTER TABLE "reservation_status_history" DROP CONSTRAINT "reservation_status_history_pkey";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_pkey";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_pkey";--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_pkey";--> statement-breakpoint
ALTER TABLE "sandbox_cards" DROP CONSTRAINT "sandbox_cards_pkey";--> statement-breakpoint
ALTER TABLE "sandbox_charges" DROP CONSTRAINT "sandbox_charges_pkey";--> statement-breakpoint
ALTER TABLE "sandbox_customers" DROP CONSTRAINT "sandbox_customers_pkey";--> statement-breakpoint
ALTER TABLE "sandbox_refunds" DROP CONSTRAINT "sandbox_refunds_pkey";--> statement-breakpoint
ALTER TABLE "tour_signups" DROP CONSTRAINT "tour_signups_pkey";--> statement-breakpoint
ALTER TABLE "tours" DROP CONSTRAINT "tours_pkey";--> statement-breakpoint
ALTER TABLE "access_logs" DROP CONSTRAINT "access_logs_pkey";--> statement-breakpoint
ALTER TABLE "attendants" DROP CONSTRAINT "attendants_pkey";--> statement-breakpoint
ALTER TABLE "plate_submissions" DROP CONSTRAINT "plate_submissions_pkey";--> statement-breakpoint
ALTER TABLE "cubicles" DROP CONSTRAINT "cubicles_pkey";--> statement-breakpoint
ALTER TABLE "room_assignments" DROP CONSTRAINT "room_assignments_pkey";--> statement-breakpoint
ALTER TABLE "rooms" DROP CONSTRAINT "rooms_pkey";--> statement-breakpoint
ALTER TABLE "sections" DROP CONSTRAINT "sections_pkey";--> statement-breakpoint
ALTER TABLE "supply_requests" DROP CONSTRAINT "supply_requests_pkey";--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_pkey";--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_pkey";--> statement-breakpoint
ALTER TABLE "room_alerts" DROP CONSTRAINT "room_alerts_pkey";--> statement-breakpoint
ALTER TABLE "room_tablets" DROP CONSTRAINT "room_tablets_pkey";--> statement-breakpoint
ALTER TABLE "passkeys" DROP CONSTRAINT "passkeys_pkey";--> statement-breakpoint
ALTER TABLE "recovery_codes" DROP CONSTRAINT "recovery_codes_pkey";--> statement-breakpoint
ALTER TABLE "second_factor_challenges" DROP CONSTRAINT "second_factor_challenges_pkey";--> statement-breakpoint
ALTER TABLE "totp_factors" DROP CONSTRAINT "totp_factors_pkey";--> statement-breakpoint
ALTER TABLE "daily_backups" DROP CONSTRAINT "daily_backups_pkey";--> statement-breakpoint
ALTER TABLE "device_leases" DROP CONSTRAINT "device_leases_pkey";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_pkey";--> statement-breakpoint
ALTER TABLE "device_health" DROP CONSTRAINT "device_health_pkey";--> statement-breakpoint
ALTER TABLE "door_codes" DROP CONSTRAINT "door_codes_pkey";--> statement-breakpoint
ALTER TABLE "terminal_actions" DROP CONSTRAINT "terminal_actions_pkey";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "schedule_overrides" ADD CONSTRAINT "schedule_overrides_facility_id_date_pk" PRIMARY KEY("facility_id","date");--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_facility_id_key_pk" PRIMARY KEY("facility_id","key");--> statement-breakpoint
ALTER TABLE "used_bot_challenges" ADD CONSTRAINT "used_bot_challenges_facility_id_signature_pk" PRIMARY KEY("facility_id","signature");--> statement-breakpoint
ALTER TABLE "device_credentials" ADD CONSTRAINT "device_credentials_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "password_failures" ADD CONSTRAINT "password_failures_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_facility_id_user_id_role_pk" PRIMARY KEY("facility_id","user_id","role");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "reservation_reminders" ADD CONSTRAINT "reservation_reminders_facility_id_reservation_id_kind_pk" PRIMARY KEY("facility_id","reservation_id","kind");--> statement-breakpoint
ALTER TABLE "reservation_status_history" ADD CONSTRAINT "reservation_status_history_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "sandbox_cards" ADD CONSTRAINT "sandbox_cards_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "sandbox_customers" ADD CONSTRAINT "sandbox_customers_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "tour_signups" ADD CONSTRAINT "tour_signups_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "attendants" ADD CONSTRAINT "attendants_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "plate_images" ADD CONSTRAINT "plate_images_facility_id_submission_id_n_pk" PRIMARY KEY("facility_id","submission_id","n");--> statement-breakpoint
ALTER TABLE "plate_submissions" ADD CONSTRAINT "plate_submissions_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "user_excluded_attendants" ADD CONSTRAINT "user_excluded_attendants_facility_id_user_id_attendant_id_pk" PRIMARY KEY("facility_id","user_id","attendant_id");--> statement-breakpoint
ALTER TABLE "cubicles" ADD CONSTRAINT "cubicles_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "section_attendants" ADD CONSTRAINT "section_attendants_facility_id_night_section_id_pk" PRIMARY KEY("facility_id","night","section_id");--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "supply_requests" ADD CONSTRAINT "supply_requests_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "room_alerts" ADD CONSTRAINT "room_alerts_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "room_tablets" ADD CONSTRAINT "room_tablets_facility_id_room_id_pk" PRIMARY KEY("facility_id","room_id");--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ADD CONSTRAINT "second_factor_challenges_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "totp_factors" ADD CONSTRAINT "totp_factors_facility_id_id_pk" PRIMARY KEY("facility_id","id");--> statement-breakpoint
ALTER TABLE "daily_backups" ADD CONSTRAINT "daily_backups_facility_id_day_pk" PRIMARY KEY("facility_id","day");--> statement-breakpoint
ALTER TABLE "device_leases" ADD CONSTRAINT "device_leases_facility_id_device_pk" PRIMARY KEY("facility_id","device");--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_facility_id_key_pk" PRIMARY KEY("facility_id","key");--> statement-breakpoint
ALTER TABLE "device_health" ADD CONSTRAINT "device_health_facility_id_device_pk" PRIMARY KEY("facility_id","device");--> statement-breakpoint
ALTER TABLE "door_codes" ADD CONSTRAINT "door_codes_facility_id_reservation_id_pk" PRIMARY KEY("facility_id","reservation_id");--> statement-breakpoint
ALTER TABLE "terminal_actions" ADD CONSTRAINT "terminal_actions_facility_id_terminal_pk" PRIMARY KEY("facility_id","terminal");--> statement-breakpoint
ALTER TABLE "device_credentials" ADD CONSTRAINT "device_credentials_user_id_fk" FOREIGN KEY ("facility_id","user_id") REFERENCES "public"."users"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_fk" FOREIGN KEY ("facility_id","session_id") REFERENCES "public"."sessions"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fk" FOREIGN KEY ("facility_id","user_id") REFERENCES "public"."users"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_device_credential_id_fk" FOREIGN KEY ("facility_id","device_credential_id") REFERENCES "public"."device_credentials"("facility_id","id") ON DELETE SET NULL ("device_credential_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_fk" FOREIGN KEY ("facility_id","user_id") REFERENCES "public"."users"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_reminders" ADD CONSTRAINT "reservation_reminders_reservation_id_fk" FOREIGN KEY ("facility_id","reservation_id") REFERENCES "public"."reservations"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_status_history" ADD CONSTRAINT "reservation_status_history_reservation_id_fk" FOREIGN KEY ("facility_id","reservation_id") REFERENCES "public"."reservations"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_fk" FOREIGN KEY ("facility_id","user_id") REFERENCES "public"."users"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reservation_id_fk" FOREIGN KEY ("facility_id","reservation_id") REFERENCES "public"."reservations"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_fk" FOREIGN KEY ("facility_id","user_id") REFERENCES "public"."users"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_of_fk" FOREIGN KEY ("facility_id","refund_of") REFERENCES "public"."ledger_entries"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_cards" ADD CONSTRAINT "sandbox_cards_customer_id_fk" FOREIGN KEY ("facility_id","customer_id") REFERENCES "public"."sandbox_customers"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_card_id_fk" FOREIGN KEY ("facility_id","card_id") REFERENCES "public"."sandbox_cards"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_id_fk" FOREIGN KEY ("facility_id","charge_id") REFERENCES "public"."sandbox_charges"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_signups" ADD CONSTRAINT "tour_signups_tour_id_fk" FOREIGN KEY ("facility_id","tour_id") REFERENCES "public"."tours"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_user_id_fk" FOREIGN KEY ("facility_id","user_id") REFERENCES "public"."users"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_reservation_id_fk" FOREIGN KEY ("facility_id","reservation_id") REFERENCES "public"."reservations"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_images" ADD CONSTRAINT "plate_images_submission_id_fk" FOREIGN KEY ("facility_id","submission_id") REFERENCES "public"."plate_submissions"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_submissions" ADD CONSTRAINT "plate_submissions_user_id_fk" FOREIGN KEY ("facility_id","user_id") REFERENCES "public"."users"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_excluded_attendants" ADD CONSTRAINT "user_excluded_attendants_user_id_fk" FOREIGN KEY ("facility_id","user_id") REFERENCES "public"."users"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_excluded_attendants" ADD CONSTRAINT "user_excluded_attendants_attendant_id_fk" FOREIGN KEY ("facility_id","attendant_id") REFERENCES "public"."attendants"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_reservation_id_fk" FOREIGN KEY ("facility_id","reservation_id") REFERENCES "public"."reservations"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_room_id_fk" FOREIGN KEY ("facility_id","room_id") REFERENCES "public"."rooms"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_section_id_fk" FOREIGN KEY ("facility_id","section_id") REFERENCES "public"."sections"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_attendants" ADD CONSTRAINT "section_attendants_section_id_fk" FOREIGN KEY ("facility_id","section_id") REFERENCES "public"."sections"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_attendants" ADD CONSTRAINT "section_attendants_attendant_id_fk" FOREIGN KEY ("facility_id","attendant_id") REFERENCES "public"."attendants"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_requests" ADD CONSTRAINT "supply_requests_reservation_id_fk" FOREIGN KEY ("facility_id","reservation_id") REFERENCES "public"."reservations"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_requests" ADD CONSTRAINT "supply_requests_room_id_fk" FOREIGN KEY ("facility_id","room_id") REFERENCES "public"."rooms"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_fk" FOREIGN KEY ("facility_id","user_id") REFERENCES "public"."users"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_room_id_fk" FOREIGN KEY ("facility_id","room_id") REFERENCES "public"."rooms"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_created_by_fk" FOREIGN KEY ("facility_id","created_by") REFERENCES "public"."users"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_alerts" ADD CONSTRAINT "room_alerts_room_id_fk" FOREIGN KEY ("facility_id","room_id") REFERENCES "public"."rooms"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_tablets" ADD CONSTRAINT "room_tablets_room_id_fk" FOREIGN KEY ("facility_id","room_id") REFERENCES "public"."rooms"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_fk" FOREIGN KEY ("facility_id","user_id") REFERENCES "public"."users"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_fk" FOREIGN KEY ("facility_id","user_id") REFERENCES "public"."users"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ADD CONSTRAINT "second_factor_challenges_user_id_fk" FOREIGN KEY ("facility_id","user_id") REFERENCES "public"."users"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ADD CONSTRAINT "second_factor_challenges_device_credential_id_fk" FOREIGN KEY ("facility_id","device_credential_id") REFERENCES "public"."device_credentials"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_factors" ADD CONSTRAINT "totp_factors_user_id_fk" FOREIGN KEY ("facility_id","user_id") REFERENCES "public"."users"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_codes" ADD CONSTRAINT "door_codes_reservation_id_fk" FOREIGN KEY ("facility_id","reservation_id") REFERENCES "public"."reservations"("facility_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_actions" ADD CONSTRAINT "terminal_actions_ledger_entry_id_fk" FOREIGN KEY ("facility_id","ledger_entry_id") REFERENCES "public"."ledger_entries"("facility_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("facility_id","entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("facility_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("facility_id","user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("facility_id","action","at");--> statement-breakpoint
CREATE INDEX "outbound_messages_to_idx" ON "outbound_messages" USING btree ("facility_id","to","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_status_idx" ON "outbound_messages" USING btree ("facility_id","status","created_at");--> statement-breakpoint
CREATE INDEX "used_bot_challenges_expires_at" ON "used_bot_challenges" USING btree ("facility_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_credentials_secret_hash_key" ON "device_credentials" USING btree ("facility_id","secret_hash");--> statement-breakpoint
CREATE INDEX "device_credentials_user_idx" ON "device_credentials" USING btree ("facility_id","user_id");--> statement-breakpoint
CREATE INDEX "password_failures_user_idx" ON "password_failures" USING btree ("facility_id","user_name","at");--> statement-breakpoint
CREATE INDEX "password_failures_network_idx" ON "password_failures" USING btree ("facility_id","network","at");--> statement-breakpoint
CREATE INDEX "password_failures_at_idx" ON "password_failures" USING btree ("facility_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("facility_id","token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("facility_id","session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("facility_id","user_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("facility_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_key" ON "users" USING btree ("facility_id","user_name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_key" ON "users" USING btree ("facility_id","phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_payments_customer_key" ON "users" USING btree ("facility_id","payments_customer_id");--> statement-breakpoint
CREATE INDEX "verification_codes_phone_idx" ON "verification_codes" USING btree ("facility_id","phone","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip_idx" ON "verification_codes" USING btree ("facility_id","ip","created_at");--> statement-breakpoint
CREATE INDEX "reservation_status_history_reservation_idx" ON "reservation_status_history" USING btree ("facility_id","reservation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_number_key" ON "reservations" USING btree ("facility_id","reservation_number");--> statement-breakpoint
CREATE INDEX "reservations_night_status_idx" ON "reservations" USING btree ("facility_id","night","status");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("facility_id","user_id","night");--> statement-breakpoint
CREATE INDEX "reservations_pending_idx" ON "reservations" USING btree ("facility_id","hold_expires_at") WHERE "reservations"."status" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_night_code_key" ON "reservations" USING btree ("facility_id","night","code") WHERE "reservations"."status" not in ('Canceled', 'Replaced');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_key" ON "reservations" USING btree ("facility_id","user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_room_in_use_key" ON "reservations" USING btree ("facility_id","room_id") WHERE "reservations"."status" in ('Assigned', 'Prep', 'ReadyForMikvah', 'ReadyForMikvahNext', 'InMikvah', 'Dressing');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_cubicle_in_use_key" ON "reservations" USING btree ("facility_id","cubicle_id") WHERE "reservations"."status" = 'Waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_night_waiting_code_key" ON "reservations" USING btree ("facility_id","night","waiting_code") WHERE "reservations"."status" = 'Waiting';--> statement-breakpoint
CREATE INDEX "ledger_entries_reservation_idx" ON "ledger_entries" USING btree ("facility_id","reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("facility_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("facility_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_refund_of_idx" ON "ledger_entries" USING btree ("facility_id","refund_of");--> statement-breakpoint
CREATE INDEX "ledger_entries_pending_idx" ON "ledger_entries" USING btree ("facility_id","created_at") WHERE "ledger_entries"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency_key" ON "ledger_entries" USING btree ("facility_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_cards_token_key" ON "sandbox_cards" USING btree ("facility_id","token");--> statement-breakpoint
CREATE INDEX "sandbox_cards_customer_idx" ON "sandbox_cards" USING btree ("facility_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_idempotency_key" ON "sandbox_charges" USING btree ("facility_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_key" ON "sandbox_refunds" USING btree ("facility_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_signups_tour_email_key" ON "tour_signups" USING btree ("facility_id","tour_id",lower("email"));--> statement-breakpoint
CREATE INDEX "tours_type_starts_at_idx" ON "tours" USING btree ("facility_id","type","starts_at");--> statement-breakpoint
CREATE INDEX "access_logs_reservation_idx" ON "access_logs" USING btree ("facility_id","reservation_id","at");--> statement-breakpoint
CREATE INDEX "access_logs_at_idx" ON "access_logs" USING btree ("facility_id","at");--> statement-breakpoint
CREATE INDEX "access_logs_user_idx" ON "access_logs" USING btree ("facility_id","user_id","at");--> statement-breakpoint
CREATE INDEX "attendants_active_idx" ON "attendants" USING btree ("facility_id","active","last_name","first_name");--> statement-breakpoint
CREATE INDEX "plate_submissions_status_idx" ON "plate_submissions" USING btree ("facility_id","status","created_at");--> statement-breakpoint
CREATE INDEX "plate_submissions_user_idx" ON "plate_submissions" USING btree ("facility_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cubicles_name_key" ON "cubicles" USING btree ("facility_id","name");--> statement-breakpoint
CREATE INDEX "room_assignments_reservation_idx" ON "room_assignments" USING btree ("facility_id","reservation_id","assigned_at");--> statement-breakpoint
CREATE INDEX "room_assignments_room_idx" ON "room_assignments" USING btree ("facility_id","room_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_number_key" ON "rooms" USING btree ("facility_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_dmx_channel_key" ON "rooms" USING btree ("facility_id","dmx_channel") WHERE "rooms"."dmx_channel" is not null;--> statement-breakpoint
CREATE INDEX "rooms_section_idx" ON "rooms" USING btree ("facility_id","section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_name_key" ON "sections" USING btree ("facility_id","name");--> statement-breakpoint
CREATE INDEX "supply_requests_reservation_idx" ON "supply_requests" USING btree ("facility_id","reservation_id","date_requested");--> statement-breakpoint
CREATE INDEX "supply_requests_room_idx" ON "supply_requests" USING btree ("facility_id","room_id","status");--> statement-breakpoint
CREATE INDEX "waitlist_entries_night_idx" ON "waitlist_entries" USING btree ("facility_id","night","status","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_active_key" ON "waitlist_entries" USING btree ("facility_id","user_id","night") WHERE "waitlist_entries"."status" in ('Waiting', 'Offered');--> statement-breakpoint
CREATE UNIQUE INDEX "devices_token_hash_key" ON "devices" USING btree ("facility_id","token_hash");--> statement-breakpoint
CREATE INDEX "devices_created_at_idx" ON "devices" USING btree ("facility_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_alerts_open_key" ON "room_alerts" USING btree ("facility_id","room_id","kind") WHERE "room_alerts"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "room_alerts_night_idx" ON "room_alerts" USING btree ("facility_id","night");--> statement-breakpoint
CREATE UNIQUE INDEX "passkeys_credential_idx" ON "passkeys" USING btree ("facility_id","credential_id");--> statement-breakpoint
CREATE INDEX "passkeys_user_idx" ON "passkeys" USING btree ("facility_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_hash_idx" ON "recovery_codes" USING btree ("facility_id","code_hash");--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("facility_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "second_factor_challenges_token_idx" ON "second_factor_challenges" USING btree ("facility_id","token_hash");--> statement-breakpoint
CREATE INDEX "totp_factors_user_idx" ON "totp_factors" USING btree ("facility_id","user_id");--> statement-breakpoint
CREATE INDEX "rate_limits_resets_at_idx" ON "rate_limits" USING btree ("facility_id","resets_at");