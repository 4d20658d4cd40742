import type { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '../../api/user';
import { changeLanguage, i18n } from '../../i18n/setup';
import { accountLanguageOf } from './account-language-of';

/** After sign-in: the language saved on her account, if any, becomes the site's language. */
export async function applyAccountLanguage(queryClient: QueryClient, userId: string): Promise<void> {
  if (!userId) return;
  try {
    const language = accountLanguageOf(await queryClient.fetchQuery(userQueryOptions(userId)));
    if (language && language !== i18n.language) await changeLanguage(language);
  } catch (error) {
    // The site keeps the language she is reading; nothing to show.
    console.warn('Could not read the account language.', error);
  }
}
