CREATE TABLE "terminal_actions" (
	"terminal" text PRIMARY KEY NOT NULL,
	"ledger_entry_id" bigint NOT NULL,
	"intent_id" text NOT NULL,
	"reader_id" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terminal_actions_terminal_check" CHECK ("terminal_actions"."terminal" in ('ReceptionEast', 'ReceptionWest')),
	CONSTRAINT "terminal_actions_status_check" CHECK ("terminal_actions"."status" in ('waiting', 'approved', 'declined', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "terminal_actions" ADD CONSTRAINT "terminal_actions_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;