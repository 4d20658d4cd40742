-- A device's last failure is kept as a message of the catalogue, shown in the reader's language; a
-- failure written before, in English, stays as it was written.
ALTER TABLE "device_health" ALTER COLUMN "last_error" SET DATA TYPE jsonb USING CASE WHEN "last_error" IS NULL THEN NULL ELSE jsonb_build_object('key', 'text.asWritten', 'params', jsonb_build_object('text', "last_error")) END;--> statement-breakpoint
ALTER TABLE "door_codes" ALTER COLUMN "last_error" SET DATA TYPE jsonb USING CASE WHEN "last_error" IS NULL THEN NULL ELSE jsonb_build_object('key', 'text.asWritten', 'params', jsonb_build_object('text', "last_error")) END;
