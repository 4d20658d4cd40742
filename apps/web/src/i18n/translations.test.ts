import { describe, expect, it } from 'vitest';
import enAccount from './account/en.json';
import heAccount from './account/he.json';
import enStaff from './admin/en';
import heStaff from './admin/he';
import { enResources, heResources } from './resources';

type Tree = { [key: string]: string | Tree };

/** Every leaf key as a dotted path. */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function leaf(tree: Tree, path: string): string {
  return path
    .split('.')
    .reduce<string | Tree>((node, key) => (node as Tree)[key] as string | Tree, tree) as string;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * Every pair of files: the site's own texts, the account pages' and each staff area's (loaded apart, see
 * account-texts.ts and staff-texts.ts).
 */
const files: [name: string, en: Tree, he: Tree][] = [
  ['en.json and he.json', enResources, heResources],
  ['account/en.json and account/he.json', enAccount, heAccount],
  ...(Object.keys(enStaff) as (keyof typeof enStaff)[]).map((area): [string, Tree, Tree] => [
    `admin/${area}.en.json and admin/${area}.he.json`,
    enStaff[area],
    heStaff[area],
  ]),
];

it('every staff area has its texts in both languages', () => {
  expect(Object.keys(heStaff).sort()).toEqual(Object.keys(enStaff).sort());
});

it("the account texts hold no key the site's own texts have (they are added beside them)", () => {
  expect(Object.keys(enAccount).filter((key) => key in enResources)).toEqual([]);
});

describe.each(files)('translations: %s', (_name, en, he) => {
  const enKeys = leafKeys(en).sort();
  const heKeys = leafKeys(he).sort();

  it('hold exactly the same keys', () => {
    expect(heKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !heKeys.includes(k))).toEqual([]);
    expect(heKeys).toEqual(enKeys);
  });

  it('a key is a text in one file only if it is a text in the other (same nesting)', () => {
    const shape = (tree: Tree): unknown =>
      Object.fromEntries(
        Object.entries(tree)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, typeof v === 'string' ? 'text' : shape(v)]),
      );
    expect(shape(he)).toEqual(shape(en));
  });

  it('no text is empty, and both languages use the same {{placeholders}}', () => {
    for (const key of enKeys) {
      expect(leaf(en, key).trim(), `en ${key}`).not.toBe('');
      expect(leaf(he, key).trim(), `he ${key}`).not.toBe('');
      expect(placeholders(leaf(he, key)), key).toEqual(placeholders(leaf(en, key)));
    }
  });

  it('Hebrew texts are really Hebrew (apart from names that stay the same)', () => {
    const sameInBoth = new Set(['app.documentTitle', 'language.en', 'language.he']);
    const untranslated = enKeys.filter((key) => !sameInBoth.has(key) && leaf(he, key) === leaf(en, key));
    expect(untranslated).toEqual([]);
  });
});

it('the desk names her extra time as she chose it, in both languages (not "double time")', () => {
  const pairs: [Tree, Tree, Tree][] = [
    [enAccount, enStaff.night, enStaff.people],
    [heAccount, heStaff.night, heStaff.people],
  ];
  for (const [account, night, people] of pairs) {
    const chosen = leaf(account, 'reserve.options.doubleSlot');
    expect(leaf(night, 'extras.doubleSlot')).toBe(chosen);
    expect(leaf(people, 'hasExtraTime')).toBe(chosen);
  }
});
