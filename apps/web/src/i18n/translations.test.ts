import { describe, expect, it } from 'vitest';
import enAccount from './account/en.json';
import heAccount from './account/he.json';
import enStaff from './admin/en';
import heStaff from './admin/he';
import { enResources } from './resources';

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };
type Tree = { [key: string]: Value } | Value[];

/**
 * Every catalogue of the web app, found by name: every JSON file under src/ is the words of one part (the
 * site's, the account pages', a staff area's, a page's or a device's) in one language, `en.json` and
 * `he.json` in a folder of their own or `<name>.en.json` and `<name>.he.json` side by side. A new one is
 * checked here without a line more.
 */
const found = import.meta.glob<Tree>('../**/*.json', { eager: true, import: 'default' });
/** A catalogue's path from src/ ("i18n/en.json"), as the glob names it from here ("./en.json"). */
const fromSrc = (path: string) => new URL(path, 'file:///src/i18n/').pathname.slice('/src/'.length);
const catalogues = new Map(Object.entries(found).map(([path, tree]) => [fromSrc(path), tree]));

/** The file's path without its language ("i18n/", "features/home/home."), or null when it names none. */
const baseOf = (path: string, language: 'en' | 'he'): string | null =>
  path.endsWith(`${language}.json`) && /(^|[/.])$/.test(path.slice(0, -`${language}.json`.length))
    ? path.slice(0, -`${language}.json`.length)
    : null;

const pairs: [name: string, en: Tree, he: Tree][] = [...catalogues]
  .flatMap(([path, en]) => {
    const base = baseOf(path, 'en');
    const he = base === null ? undefined : catalogues.get(`${base}he.json`);
    return base === null || he === undefined ? [] : [[`${base}{en,he}.json`, en, he] as [string, Tree, Tree]];
  })
  .sort(([a], [b]) => a.localeCompare(b));

/** Every leaf, a text or a value the page shows as it is (a testimonial's stars), by its dotted path. */
function leaves(tree: Value, prefix = ''): [path: string, value: Exclude<Value, object>][] {
  if (tree === null || typeof tree !== 'object') return [[prefix.slice(0, -1), tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, `${prefix}${key}.`));
}

/** Texts that read the same in both languages: names, and a figure whose unit is a letter. */
const sameInBoth = new Set([
  'i18n/{en,he}.json app.documentTitle',
  'i18n/{en,he}.json language.en',
  'i18n/{en,he}.json language.he',
  'features/home/home.{en,he}.json counters.items.2.value',
]);

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

it('finds every catalogue, the ones loaded apart and the pages’ own', () => {
  expect(pairs.map(([name]) => name)).toEqual(
    expect.arrayContaining([
      'i18n/{en,he}.json',
      'i18n/account/{en,he}.json',
      'i18n/admin/night.{en,he}.json',
      'features/home/home.{en,he}.json',
      'features/kiosk/kiosk.{en,he}.json',
      'features/info/content/blog-posts.{en,he}.json',
    ]),
  );
});

it('every catalogue is named for its language and has its other language beside it', () => {
  const unpaired = [...catalogues.keys()].filter((path) => {
    const en = baseOf(path, 'en');
    const he = baseOf(path, 'he');
    if (en !== null) return !catalogues.has(`${en}he.json`);
    if (he !== null) return !catalogues.has(`${he}en.json`);
    return true;
  });
  expect(unpaired).toEqual([]);
});

it('every staff area has its texts in both languages', () => {
  expect(Object.keys(heStaff).sort()).toEqual(Object.keys(enStaff).sort());
});

it("the account texts hold no key the site's own texts have (they are added beside them)", () => {
  expect(Object.keys(enAccount).filter((key) => key in enResources)).toEqual([]);
});

describe.each(pairs)('translations: %s', (name, en, he) => {
  const enLeaves = new Map(leaves(en));
  const heLeaves = new Map(leaves(he));
  const enKeys = [...enLeaves.keys()].sort();
  const heKeys = [...heLeaves.keys()].sort();

  it('hold exactly the same keys (and lists of the same length)', () => {
    expect(heKeys.filter((k) => !enLeaves.has(k))).toEqual([]);
    expect(enKeys.filter((k) => !heLeaves.has(k))).toEqual([]);
    expect(heKeys).toEqual(enKeys);
  });

  it('a key is a text in one file only if it is a text in the other (same nesting)', () => {
    const shape = (tree: Value): unknown =>
      tree !== null && typeof tree === 'object'
        ? [
            Array.isArray(tree) ? 'list' : 'group',
            Object.entries(tree)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, shape(v)]),
          ]
        : typeof tree;
    expect(shape(he)).toEqual(shape(en));
  });

  it('no text is empty, both languages use the same {{placeholders}}, and any other value is the same', () => {
    for (const key of enKeys) {
      const [enValue, heValue] = [enLeaves.get(key), heLeaves.get(key)];
      if (typeof enValue !== 'string' || typeof heValue !== 'string') {
        expect(heValue, key).toBe(enValue);
        continue;
      }
      expect(enValue.trim(), `en ${key}`).not.toBe('');
      expect(heValue.trim(), `he ${key}`).not.toBe('');
      expect(placeholders(heValue), key).toEqual(placeholders(enValue));
    }
  });

  it('Hebrew texts are really Hebrew (apart from names and figures that stay the same)', () => {
    const untranslated = enKeys.filter((key) => {
      const text = enLeaves.get(key);
      return (
        typeof text === 'string' &&
        /\p{L}/u.test(text) &&
        !sameInBoth.has(`${name} ${key}`) &&
        heLeaves.get(key) === text
      );
    });
    expect(untranslated).toEqual([]);
  });
});

it('the desk names her extra time as she chose it, in both languages (not "double time")', () => {
  const pairsOfAreas = [
    [enAccount, enStaff.night, enStaff.people],
    [heAccount, heStaff.night, heStaff.people],
  ] as const;
  for (const [account, night, people] of pairsOfAreas) {
    const chosen = account.reserve.options.doubleSlot;
    expect(night.extras.doubleSlot).toBe(chosen);
    expect(people.hasExtraTime).toBe(chosen);
  }
});
