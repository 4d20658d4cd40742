import { isRecord } from '../narrowing.ts';
/**
 * A sentence for a person, as a key of a message catalogue and its parameters, rendered in the
 * reader's language only where it is shown (the server's error handler, a page). Code that refuses
 * something returns a Message, never a finished sentence, so nothing can answer in one language only.
 */

/** The languages every message is written in (the web's, the account's). */
export type Language = 'en' | 'he';
export const languages: readonly Language[] = ['en', 'he'];

/** A parameter: a value shown as written (a field name, an amount, a date) or another message. */
export type MessageParam = string | number | Message;

export interface Message<K extends string = string> {
  readonly key: K;
  readonly params: Readonly<Record<string, MessageParam>>;
}

/** Braces around anything but a plain name ({ "op": "add" } in an example) are text, not a placeholder. */
type IsName<N extends string> = N extends '' | `${string}${' ' | '"' | ':' | ',' | '.' | '{'}${string}`
  ? false
  : true;

/** The names in braces of a template: "Hello {name}" → "name". */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? (IsName<Name> extends true ? Name : never) | Placeholders<Rest>
  : never;

/** A catalogue entry's parameters: none, or exactly the placeholders of its English text. */
export type ParamsOf<S extends string> = [Placeholders<S>] extends [never]
  ? []
  : [params: Record<Placeholders<S>, MessageParam>];

/**
 * msg(key, params) for one catalogue, typed by its English text: an unknown key, a missing parameter
 * or an extra one does not compile. Only the catalogue's type is needed, so a module that makes
 * messages does not carry the catalogue's texts.
 */
export function messageMaker<C extends Record<string, string>>() {
  return <K extends keyof C & string>(key: K, ...params: ParamsOf<C[K]>): Message<K> => ({
    key,
    params: params[0] ?? {},
  });
}

export function isMessage(value: unknown): value is Message {
  return isRecord(value) && typeof value.key === 'string' && isRecord(value.params);
}

/** Catalogues by language: the texts of each key, placeholders in braces. */
export type Catalogues = Record<Language, Readonly<Record<string, string>>>;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The placeholders a text uses, in order of first appearance. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

/**
 * The message in `language`: its text with each placeholder replaced by its parameter (a nested
 * message in the same language). A key missing in one language falls back to English, then to the
 * key itself, so a message is never lost.
 */
export function renderWith(catalogues: Catalogues, message: Message, language: Language): string {
  const template = catalogues[language][message.key] ?? catalogues.en[message.key] ?? message.key;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = message.params[name];
    if (value === undefined) return whole;
    if (typeof value === 'object') return renderWith(catalogues, value, language);
    // A field a person fills in is named as she reads it, whichever rule names it (one place for all).
    if (name === 'field') {
      const label = catalogues[language][fieldNameKey(String(value))];
      if (label !== undefined) return label;
    }
    return String(value);
  });
}

/** The catalogue key of a field's name as a sentence says it ("amt" → "field.name.amt"). */
export const fieldNameKey = (field: string): string => `field.name.${field}`;

/*
 * A schema's own sentence (zod takes only text) travels as the encoded message, and is rendered in
 * the reader's language by whoever shows the failure (http/validation-message.ts on the server, the
 * page that runs the same schema).
 */
const SCHEMA_PREFIX = 'i18n:';

export function schemaMessage(message: Message): string {
  return `${SCHEMA_PREFIX}${JSON.stringify(message)}`;
}

/** The message encoded by schemaMessage, or null for any other text. */
export function readSchemaMessage(text: string): Message | null {
  if (!text.startsWith(SCHEMA_PREFIX)) return null;
  try {
    const value: unknown = JSON.parse(text.slice(SCHEMA_PREFIX.length));
    return isMessage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * What is wrong with a pair of catalogues: a key in one language only, an empty text, or a
 * placeholder of the English text that the Hebrew one leaves out (or one it adds). Empty when they
 * agree; the catalogues' tests assert that.
 */
export function catalogueProblems(
  en: Readonly<Record<string, string>>,
  he: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en)) if (!(key in he)) problems.push(`${key}: no Hebrew text`);
  for (const key of Object.keys(he)) if (!(key in en)) problems.push(`${key}: no English text`);
  for (const [key, english] of Object.entries(en)) {
    const hebrew = he[key];
    if (hebrew === undefined) continue;
    if (english.trim() === '' || hebrew.trim() === '') problems.push(`${key}: empty text`);
    const want = placeholdersOf(english).sort();
    const got = placeholdersOf(hebrew).sort();
    if (want.join() !== got.join())
      problems.push(
        `${key}: placeholders {${want.join('}, {')}} in English, {${got.join('}, {')}} in Hebrew`,
      );
  }
  return problems;
}
