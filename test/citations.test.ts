import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every reference to a document in the code, tests and docs points inside the repository: a document
 * cited by path exists, and a cited section ("docs/design.md §6") is one of its numbered headings.
 * Nothing cites a document a clone does not have.
 */

const root = resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((path) => /\.(ts|tsx|mjs|js|md|css|json|sh|yml|yaml)$/.test(path) || path === '.ci/run')
  .filter((path) => !path.endsWith('package-lock.json') && existsSync(join(root, path)));
const texts = tracked.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

const sections = new Map<string, Set<number>>();

/** The numbers of a markdown document's numbered headings ("## 6. Domain rules" → 6), read once each. */
function sectionsOf(path: string): Set<number> {
  let found = sections.get(path);
  if (found === undefined) {
    const numbers = [...readFileSync(join(root, path), 'utf8').matchAll(/^#{1,3} (\d+)\./gm)];
    sections.set(path, (found = new Set(numbers.map((match) => Number(match[1])))));
  }
  return found;
}

const present = new Map<string, boolean>();

/** Whether a cited path exists, looked up once each: a document is cited thousands of times. */
function exists(path: string): boolean {
  let found = present.get(path);
  if (found === undefined) present.set(path, (found = existsSync(join(root, path))));
  return found;
}

/** A section reference after a document: "§6", "§§4–5", "§6, §9", "§3–§5". */
function citedSections(after: string): number[] {
  const run = /^ ?((?:§§?\s?\d+(?:\s?[–-]\s?§?\d+)?(?:,\s?)?)+)/.exec(after)?.[1] ?? '';
  return [...run.matchAll(/\d+/g)].map((match) => Number(match[0]));
}

describe('citations', () => {
  it('name no document outside the repository', () => {
    const outside =
      /\.\.\/shared\/(?:spec|DESIGN|STYLE)|\/work\/shared|\b[Ss]pec 00[01]\b|\bDESIGN(?:\.md)?\b(?!_)/; // citations.test: allowed
    const found = texts.flatMap(({ path, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => outside.test(line) && !line.includes('citations.test: allowed'))
        .map(({ line, index }) => `${path}:${index + 1}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('point at documents that exist, and at sections they have', () => {
    const broken: string[] = [];
    for (const { path, text } of texts) {
      for (const match of text.matchAll(/\bdocs\/[\w./-]+\.md\b/g)) {
        const cited = match[0];
        if (!exists(cited)) {
          broken.push(`${path}: ${cited} does not exist`);
          continue;
        }
        const sections = citedSections(
          text.slice(match.index + cited.length, match.index + cited.length + 40),
        );
        if (sections.length === 0) continue;
        const has = sectionsOf(cited);
        for (const section of sections)
          if (!has.has(section)) broken.push(`${path}: ${cited} has no section ${section}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('in the docs, link to files that exist', () => {
    const broken: string[] = [];
    for (const { path, text } of texts.filter(({ path }) => path.endsWith('.md'))) {
      for (const match of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        const target = match[1];
        if (/^[a-z]+:/.test(target)) continue; // an address, not a file
        if (!exists(join(dirname(path), target))) broken.push(`${path}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
