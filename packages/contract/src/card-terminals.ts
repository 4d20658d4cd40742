import { terminalStates } from '@tevila/domain';
import { z } from 'zod';
import { amountField } from './make-payment.ts';
import { noteField } from './request-fields.ts';

/**
 * The reception's card terminals (docs/building/card-terminals.md): a charge handed to the desk's
 * reader, followed until it is approved, declined or cancelled.
 */
export const terminalParams = z.object({ terminal: z.string().max(40) });

export const terminalIntentBody = z.object({
  amt: amountField(),
  reservationId: noteField('reservationId', 100),
  terminal: z
    .string()
    .max(40)
    .optional()
    .describe('ReceptionEast or ReceptionWest: the desk whose reader takes the card'),
});

export const terminalIntentAnswer = z.object({
  id: z.string(),
  status: z.enum(terminalStates),
  clientSecret: z.string(),
  ledgerEntryId: z.number().int(),
});

export const terminalPresentBody = z.object({
  number: z.string().max(40).describe("One of the card provider's test card numbers"),
});

/** What a desk's terminal is doing: its last charge, or null when it has had none. */
export const terminalActionAnswer = z
  .object({
    terminal: z.string(),
    id: z.string(),
    status: z.enum(terminalStates),
    /** Why the card was declined, in the reader's language. */
    message: z.string().nullable(),
    amountCents: z.number().int(),
    ledgerEntryId: z.number().int(),
    reservationId: z.string().nullable(),
  })
  .nullable();

export type TerminalActionAnswer = z.infer<typeof terminalActionAnswer>;
export type TerminalIntentAnswer = z.infer<typeof terminalIntentAnswer>;
