import type { TFunction } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import type { TranslationKey } from '../i18n/keys';

/**
 * The words an island shows, in the page's language, as the server's rendering picked them from the
 * site's texts (island.tsx): an island's script carries no translation library and no catalogue.
 */
export type IslandTexts = Readonly<Record<string, string>>;

export const IslandTextsContext = createContext<IslandTexts>({});

/** A text of the island by its key in the site's catalogue, with its {{placeholders}} filled in. */
export type Text = (key: TranslationKey, values?: Readonly<Record<string, string | number>>) => string;

export const fillIn = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

export function useText(): Text {
  const texts = useContext(IslandTextsContext);
  return (key, values = {}) => fillIn(texts[key] ?? key, values);
}

/** The templates of `keys` as `t` holds them, placeholders kept: what an island is given. */
export function pickTexts(t: TFunction, keys: readonly TranslationKey[]): IslandTexts {
  return Object.fromEntries(keys.map((key) => [key, t(key, { skipInterpolation: true })]));
}

/**
 * A text with one marked part, "We sent a code to <phone>{{phone}}</phone>.", whose part `wrap` draws
 * (a link, a number kept left to right) and the rest as text: the islands' answer to Trans.
 */
export function withPart(template: string, name: string, wrap: (inner: string) => ReactNode): ReactNode {
  const match = new RegExp(`<${name}>(.*?)</${name}>`).exec(template);
  if (!match) return template;
  return (
    <>
      {template.slice(0, match.index)}
      {wrap(match[1] ?? '')}
      {template.slice(match.index + match[0].length)}
    </>
  );
}
