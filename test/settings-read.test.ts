import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsCatalogue } from '@tevila/domain';

/*
 * Every setting of the catalogue does something: its key is read somewhere in the sources of the
 * apps and packages, outside the catalogue itself and the tests. A setting an administrator can
 * change that nothing reads is a promise the site does not keep.
 */

const root = resolve(import.meta.dirname, '..');
const sources = execFileSync('git', ['ls-files', '-z', 'apps', 'packages'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((path) => /^(apps|packages)\/[\w-]+\/src\/.+\.tsx?$/.test(path))
  .filter((path) => !path.includes('/settings/catalogue/') && !/\.test\.tsx?$/.test(path));
const text = sources.map((path) => readFileSync(join(root, path), 'utf8')).join('\n');

/**
 * The building's devices and rules not wired yet (docs/building/): the list only shrinks. A key
 * that is read now must leave it, so that it cannot come back unread.
 */
const notYetRead = new Set<string>();

const readSomewhere = (key: string) => new RegExp(`\\b${key}\\b`).test(text);

describe('the settings catalogue', () => {
  it('reads the sources it searches', () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(readSomewhere('priceShower')).toBe(true);
    expect(readSomewhere('noSuchSettingAnywhere')).toBe(false);
  });

  it('has every setting read somewhere outside the catalogue and the tests', () => {
    const unread = settingsCatalogue
      .map((d) => d.key)
      .filter((key) => !readSomewhere(key) && !notYetRead.has(key));
    expect(unread).toEqual([]);
  });

  it('lists as not yet read only settings nothing reads', () => {
    expect([...notYetRead].filter(readSomewhere)).toEqual([]);
    const keys = new Set(settingsCatalogue.map((d) => d.key));
    expect([...notYetRead].filter((key) => !keys.has(key))).toEqual([]);
  });
});
