import { english, msg, type LocalMessage } from '../i18n/messages.ts';

/**
 * A building device did not do what it was asked. Why, as a message of the catalogue: the devices
 * page shows it in the reader's language; the log reads it in English.
 */
export class DeviceError extends Error {
  readonly localized: LocalMessage;
  constructor(message: LocalMessage, options?: ErrorOptions) {
    super(english(message), options);
    this.localized = message;
  }
}

/** Why a call to a device failed, as a message: ours as we wrote it, anything else as it said it. */
export function deviceFault(err: unknown): LocalMessage {
  if (err instanceof DeviceError) return err.localized;
  return msg('text.asWritten', { text: err instanceof Error ? err.message : String(err) });
}
