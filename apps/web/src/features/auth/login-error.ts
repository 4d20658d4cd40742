import type { TFunction } from 'i18next';
import { ApiError } from '../../api/http';
import { errorText } from '../../ui/error-notice';

/**
 * docs/product/booking.md §8 for the login: registration and verification failures show their errorMessage,
 * sign-in failures the error_description (both are server texts, shown as sent); a network failure
 * shows "Error"; anything else the generic texts.
 */
export function loginErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.kind === 'network') return t('login.networkError');
  return errorText(error, t);
}
