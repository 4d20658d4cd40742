/** docs/design.md §7: the sms port. One real adapter (Twilio) and the built-in default (the outbox). */
export interface SmsPort {
  /** Hands one text to the provider; throws when it was not accepted (the job retries). */
  send(to: string, body: string): Promise<{ providerMessageId: string }>;
}

/** What adapters may log with (pino's signature, so app.log fits). */
export interface AdapterLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}
