import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditActions } from '@tevila/domain';
import { describe, expect, it } from 'vitest';

/** Every TypeScript source of the server's modules. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const modules = fileURLToPath(new URL('../../src/modules/', import.meta.url));
const files = sources(modules).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

// An action written through a helper rather than as `action: '…'`: the helper's call or constant.
const indirect = [
  /changeSignIn\([^']*'([a-z_.]+)'/g, // sessions/staff-reset-service.ts
  /UPLOAD_ATTEMPT = '([a-z_.]+)'/g, // plates/repo.ts
];
// An action built from its kind: account.secondfactor.${kind}.added (sessions/second-factor-steps.ts).
const secondFactorKinds = ['totp', 'passkey'];

/** The actions the modules write, as their sources spell them. */
function writtenActions(): Set<string> {
  const found = new Set<string>();
  for (const { text } of files) {
    for (const line of text.split('\n'))
      if (/\baction(?:\?)?:/.test(line))
        for (const m of line.matchAll(/'([a-z]+(?:\.[a-z_]+)+)'/g)) found.add(m[1]!);
    for (const pattern of indirect) for (const m of text.matchAll(pattern)) found.add(m[1]!);
    if (text.includes('account.secondfactor.${kind}.added'))
      for (const kind of secondFactorKinds) found.add(`account.secondfactor.${kind}.added`);
  }
  return found;
}

describe("the audit log's list of actions (GET audit/actions)", () => {
  it('names every action a module writes', () => {
    const written = writtenActions();
    expect(written.size).toBeGreaterThan(40);
    expect([...written].filter((a) => !(auditActions as readonly string[]).includes(a))).toEqual([]);
  });

  it('names no action that no module writes', () => {
    const written = writtenActions();
    expect(auditActions.filter((a) => !written.has(a))).toEqual([]);
  });
});
