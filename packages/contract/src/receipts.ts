import { printerIds } from '@tevila/domain';
import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { described } from './values.ts';

/** POST reservations/{id}/receipt (desk): which desk's printer; the service checks the name. */
export const receiptBody = z.object({ printerId: described(z.unknown(), printerIds.join(', ')) });

export type ReceiptRequest = z.input<typeof receiptBody>;

/** The receipt printed, or its page for the desk to print (docs/staff-api.md Receipt). */
export const receiptSchema = z.object({
  printed: described(z.boolean(), 'true: the printer took it; false: print html from the page'),
  printer: z.enum(printerIds),
  html: described(z.string(), 'The printable receipt, a whole page, in the patron’s language'),
});

export const receiptAnswer = updateResultSchema(receiptSchema);

export type ReceiptAnswer = z.infer<typeof receiptSchema>;
