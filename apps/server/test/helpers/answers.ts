import { isMessage, type Message } from '@tevila/domain';
import { english } from '../../src/i18n/messages.ts';

/**
 * The answer of a refused update-style call (http/schemas.ts `updated`): its sentence and no result.
 * A message of the catalogue is the English sentence an English reader is sent; anything else (a
 * sentence, an asymmetric matcher) is expected as given.
 */
export const refusal = (errorMessage: string | Message) => ({
  success: false,
  errorMessage: isMessage(errorMessage) ? english(errorMessage) : errorMessage,
  result: null,
});
