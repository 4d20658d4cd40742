-- The desk's list of a night is kept as sent (docs/decisions/0040). It shows rows that many modules
-- write: the night's reservations, money, the patron, the rooms and sections and who works them, the
-- cubicles. Any write to those tells every instance "desk:<table>" on the change feed's channel,
-- delivered when it commits (once per transaction and table), whatever code wrote it.
CREATE FUNCTION "tevila_desk_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tevila_changes', 'desk:' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reservations_desk_changed" AFTER INSERT OR UPDATE OR DELETE ON "reservations"
  FOR EACH STATEMENT EXECUTE FUNCTION "tevila_desk_changed"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_desk_changed" AFTER INSERT OR UPDATE OR DELETE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "tevila_desk_changed"();
--> statement-breakpoint
-- Only what the desk is shown of her: a sign-in or a setting of hers changes nothing there.
CREATE TRIGGER "users_desk_changed" AFTER DELETE OR UPDATE OF "user_name", "phone_number", "notes",
  "internal_note", "test_user", "has_extra_time" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "tevila_desk_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_excluded_attendants_desk_changed" AFTER INSERT OR UPDATE OR DELETE
  ON "user_excluded_attendants" FOR EACH STATEMENT EXECUTE FUNCTION "tevila_desk_changed"();
--> statement-breakpoint
CREATE TRIGGER "attendants_desk_changed" AFTER INSERT OR UPDATE OR DELETE ON "attendants"
  FOR EACH STATEMENT EXECUTE FUNCTION "tevila_desk_changed"();
--> statement-breakpoint
CREATE TRIGGER "sections_desk_changed" AFTER INSERT OR UPDATE OR DELETE ON "sections"
  FOR EACH STATEMENT EXECUTE FUNCTION "tevila_desk_changed"();
--> statement-breakpoint
CREATE TRIGGER "section_attendants_desk_changed" AFTER INSERT OR UPDATE OR DELETE ON "section_attendants"
  FOR EACH STATEMENT EXECUTE FUNCTION "tevila_desk_changed"();
--> statement-breakpoint
CREATE TRIGGER "rooms_desk_changed" AFTER INSERT OR UPDATE OR DELETE ON "rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "tevila_desk_changed"();
--> statement-breakpoint
CREATE TRIGGER "cubicles_desk_changed" AFTER INSERT OR UPDATE OR DELETE ON "cubicles"
  FOR EACH STATEMENT EXECUTE FUNCTION "tevila_desk_changed"();
