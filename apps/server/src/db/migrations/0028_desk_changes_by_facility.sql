-- The desk's change (0014) now names the facility of the connection that wrote, as every change does
-- (docs/decisions/0077): "facility/desk:<table>" reaches that facility's feed alone.
CREATE OR REPLACE FUNCTION "tevila_desk_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tevila_changes',
    coalesce(nullif(current_setting('app.facility', true), ''), 'default') || '/desk:' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
