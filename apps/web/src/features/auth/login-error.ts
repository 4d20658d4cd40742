import { ApiError } from '../../api/api-error';
import { errorSentence, type TextOf } from '../../ui/error-sentence';

/**
 * docs/product/booking.md §8 for the login: registration and verification failures show their errorMessage,
 * sign-in failures the error_description (both are server texts, shown as sent); a network failure
 * shows "Error"; anything else the generic texts.
 */
export function loginErrorText(error: unknown, text: TextOf): string {
  if (error instanceof ApiError && error.kind === 'network') return text('login.networkError');
  return errorSentence(error, text);
}
