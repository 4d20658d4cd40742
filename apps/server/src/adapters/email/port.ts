/** docs/design.md §7: the email port. One real adapter (SMTP through nodemailer) and the built-in default (the outbox). */
export interface EmailAddress {
  name: string;
  address: string;
}

/** A file sent with a message; text only (a calendar file is the one kind sent so far). */
export interface EmailAttachment {
  filename: string;
  /** The MIME type with its parameters, e.g. "text/calendar; charset=utf-8; method=REQUEST". */
  contentType: string;
  content: string;
}

export interface OutgoingEmail {
  from: EmailAddress;
  to: string;
  /** The visitor who wrote, for messages the facility answers. */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly EmailAttachment[];
}

export interface EmailPort {
  /** Hands one message to the mail server; throws when it was not accepted (the job retries). */
  send(message: OutgoingEmail): Promise<{ providerMessageId: string }>;
}
