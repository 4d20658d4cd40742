import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from './support';

/*
 * The words of the kiosk and the room tablets, read from their catalogues when the tests run: a text
 * of `apps/web/src/features/<feature>/<file>.<language>.json` by its key. One copy, the app's.
 */
const features = fileURLToPath(new URL('../apps/web/src/features/', import.meta.url));

export function deviceText(file: 'kiosk/kiosk' | 'room-tablet/room', language: Language, key: string) {
  const texts = JSON.parse(readFileSync(`${features}${file}.${language}.json`, 'utf8')) as Record<
    string,
    unknown
  >;
  const text = texts[key];
  if (typeof text !== 'string') throw new Error(`no text ${key} in ${file}.${language}.json`);
  return text;
}
