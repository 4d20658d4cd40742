import { ApiError, GENERIC_ERROR } from '../api/api-error';
import type { TranslationKey } from '../i18n/keys';

/** A text by its key in the site's catalogue, placeholders filled in (i18next's t, or an island's). */
export type TextOf = (key: TranslationKey, values?: Readonly<Record<string, string | number>>) => string;

/**
 * The text of a failed call (docs/product/booking.md §8): the server's message verbatim when it sent one (it writes
 * it in the page's language), otherwise "An error occurred." / "An error occurred. <status>" in the
 * visitor's language. A 500's body is that same sentence in every language (docs/design.md §5): shown in hers.
 */
export function errorSentence(error: unknown, text: TextOf): string {
  if (error instanceof ApiError) {
    if (error.kind === 'server')
      return error.message === GENERIC_ERROR ? text('errors.generic') : error.message;
    if (error.kind === 'status' && error.status !== null)
      return text('errors.status', { status: error.status });
  }
  return text('errors.generic');
}
