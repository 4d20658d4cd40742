-- Why a device last failed, as a message of the catalogue: the devices page shows it in its reader's
-- language. last_error keeps the English words, as the log reads them.
ALTER TABLE "device_health" ADD COLUMN "last_error_message" jsonb;