import { describe, expect, it } from 'vitest';
import { enResources as en, heResources as he } from './resources';

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

describe('translations', () => {
  const enKeys = leafKeys(en as Tree).sort();
  const heKeys = leafKeys(he as Tree).sort();

  it('en.json and he.json hold exactly the same keys', () => {
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
    expect(shape(he as Tree)).toEqual(shape(en as Tree));
  });

  it('no text is empty, and both languages use the same {{placeholders}}', () => {
    for (const key of enKeys) {
      expect(leaf(en as Tree, key).trim(), `en ${key}`).not.toBe('');
      expect(leaf(he as Tree, key).trim(), `he ${key}`).not.toBe('');
      expect(placeholders(leaf(he as Tree, key)), key).toEqual(placeholders(leaf(en as Tree, key)));
    }
  });

  it('Hebrew texts are really Hebrew (apart from names that stay the same)', () => {
    const sameInBoth = new Set(['app.documentTitle', 'language.en', 'language.he']);
    const untranslated = enKeys.filter(
      (key) => !sameInBoth.has(key) && leaf(he as Tree, key) === leaf(en as Tree, key),
    );
    expect(untranslated).toEqual([]);
  });
});
