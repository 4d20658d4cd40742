/** The locale a language's dates, times and numbers are written in. */
export const localeOf = { en: 'en-US', he: 'he-IL' } as const satisfies Record<'en' | 'he', string>;

// Making an Intl.DateTimeFormat reads ICU's locale and zone data: it costs about a hundred times one
// format() with it, and confirmations, receipts and the settings' check ask for the same few again
// and again. Keys are the code's own option sets times the facilities' time zones: few, but capped.
// A plain Map, emptied when full: the browser's pages import this file too, and an LRU library would
// weigh on their script.
const MAX_FORMATS = 500;
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. An option that ICU
 * refuses (a time zone it does not know) throws here as it would there, and nothing is kept.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}
