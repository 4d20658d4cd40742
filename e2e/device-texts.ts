import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from './support';

/*
 * The words of the kiosk and the room tablets, read from their content modules when the tests run
 * (they are TypeScript, not JSON, since some are sentences built from values): a one-line string
 * property `key: '…'` of `apps/web/src/features/<feature>/<file>.<language>.ts`. One copy, the app's.
 */
const features = fileURLToPath(new URL('../apps/web/src/features/', import.meta.url));

export function deviceText(
  file: 'kiosk/kiosk-content' | 'room-tablet/room-content',
  language: Language,
  key: string,
) {
  const source = readFileSync(`${features}${file}.${language}.ts`, 'utf8');
  const found = new RegExp(`^\\s*${key}:\\s*'((?:[^'\\\\]|\\\\.)*)',$`, 'm').exec(source);
  if (!found) throw new Error(`no one-line text ${key} in ${file}.${language}.ts`);
  return found[1]!.replace(/\\(.)/g, '$1');
}
