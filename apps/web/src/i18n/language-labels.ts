/** Each language is named in itself, so it can be found whatever the page's language is. */
export const LANGUAGE_LABEL_KEYS = { en: 'language.en', he: 'language.he' } as const;
