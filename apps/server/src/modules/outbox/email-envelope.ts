import { z } from 'zod';
import type { EmailAddress, EmailAttachment } from '../../adapters/email/port.ts';

/**
 * An email row keeps its subject in outbound_messages.subject and the rest in body, as JSON: the text and
 * HTML bodies, the sender, the reply address and any attached files, exactly as they will be sent (the
 * row is the record of what left). A body that is not such a document is a plain text message; its HTML
 * is made from it.
 */
const FORMAT = 'email/1';

const storedEmailSchema = z.object({
  format: z.literal(FORMAT),
  language: z.enum(['en', 'he']),
  from: z.object({ name: z.string(), address: z.string() }),
  replyTo: z.string().nullable(),
  text: z.string(),
  html: z.string(),
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() }))
    .optional(),
});

export interface StoredEmail {
  language: 'en' | 'he';
  from: EmailAddress;
  replyTo: string | null;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

export function storeEmail(email: StoredEmail): string {
  const { attachments, ...rest } = email;
  return JSON.stringify({
    format: FORMAT,
    ...rest,
    ...(attachments !== undefined && attachments.length > 0 ? { attachments } : {}),
  });
}

/** The stored email, or null when the body is plain text. */
export function readStoredEmail(body: string): StoredEmail | null {
  if (!body.startsWith('{')) return null;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = storedEmailSchema.safeParse(value);
  if (!parsed.success) return null;
  const { format: _format, attachments, ...email } = parsed.data;
  return attachments !== undefined ? { ...email, attachments } : email;
}

/** What a person reads: the text body of an email row, the body itself otherwise (GET /api/dev/messages). */
export function readableBody(message: { channel: string; body: string }): string {
  if (message.channel !== 'email') return message.body;
  return readStoredEmail(message.body)?.text ?? message.body;
}
