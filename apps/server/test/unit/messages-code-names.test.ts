import { domainEn, domainHe } from '@tevila/domain';
import { describe, expect, it } from 'vitest';
import { serverEn } from '../../src/i18n/en.ts';
import { serverHe } from '../../src/i18n/he.ts';

/*
 * No sentence shown to a person names a field, a role or a value as the code spells it (decision
 * 0049): every English and Hebrew text of both catalogues is read for the code's spellings.
 */

/** Sentences only an API caller or a developer reads, where the API's own spelling is the point. */
const allowed: Record<string, string> = {
  'error.unauthenticated': 'the 401 sentence is a contract, the same in every language (docs/design.md §5)',
  'token.unsupportedGrant': 'names the OAuth grant types a sign-in client sends; no page shows it',
  'patch.shape': 'shows a JSON Patch body, whose paths and operations are the API’s own',
  'patch.pathNeeded': 'shows a JSON Patch path, as the API spells it',
  'patch.opNotAllowed': 'names the JSON Patch operations an API caller may send',
  'plate.fileField': 'names the upload’s file fields; the upload page always sends them right',
  'dev.nowBody': 'a development tool: shows the JSON body a developer sends',
};

/** Latin words a Hebrew sentence may hold: a format, a header, an example value, a brand. */
const latinWords = new Set([
  'true',
  'false',
  'True',
  'False',
  'null',
  'webhook',
  'webhooks',
  'Stripe',
  'Signature',
  'Content',
  'Length',
  'Idempotency',
  'Key',
  'idempotency',
  'port',
  'America',
  'Los_Angeles',
  'mm',
  'localhost',
]);

/** The parts of a text that are not the code's words: placeholders, addresses, examples. */
function words(text: string): string {
  return text
    .replace(/\{[A-Za-z][A-Za-z0-9]*\}/g, '…')
    .replace(/https?:\/\/\S*/g, '…')
    .replace(/\S+@\S+\.[a-z]+/g, '…')
    .replace(/\b[a-z0-9-]+\.(org|com)\b/g, '…');
}

/**
 * A piece of a sentence (a name, a type, a status), which starts as the sentence around it needs; a
 * device's fault reads as the device's own answer beside its name, lowercase.
 */
const fragment =
  /^(validation\.(field|context|type)|contact\.field|night\.supply\.|status\.(name|actor)|(field|role|roomStatus|roomType|printer)\.name|duration|list\.|text\.asWritten|weather\.what\.|deviceFault\.)/;

function problems(key: string, text: string, language: 'en' | 'he'): string[] {
  const found: string[] = [];
  const plain = words(text);
  for (const m of plain.matchAll(/\b[A-Za-z]*[a-z][A-Z][A-Za-z0-9]*\b/g)) found.push(`camelCase ${m[0]}`);
  for (const m of plain.matchAll(/\b[a-z]+_[a-z_]+\b/g)) found.push(`snake_case ${m[0]}`);
  for (const m of plain.matchAll(/'[a-z_]+'|"[a-z_]+"/g)) found.push(`quoted code value ${m[0]}`);
  if (language === 'en' && !fragment.test(key) && /^[a-z]/.test(plain))
    found.push(`starts with the code word ${/^\S+/.exec(plain)?.[0]}`);
  if (language === 'he')
    for (const m of plain.matchAll(/\b[A-Za-z][A-Za-z_]*\b/g)) {
      const word = m[0];
      // An abbreviation (JSON, UTC, CSV) reads the same in Hebrew; any other Latin word is the code's.
      if (/^[A-Z]{2,}$/.test(word) || latinWords.has(word)) continue;
      found.push(`Latin word ${word}`);
    }
  return [...new Set(found)].map((problem) => `${key} (${language}): ${problem} in "${text}"`);
}

function sweep(catalogue: Readonly<Record<string, string>>, language: 'en' | 'he'): string[] {
  return Object.entries(catalogue).flatMap(([key, text]) =>
    key in allowed ? [] : problems(key, text, language),
  );
}

describe("a sentence names things in the reader's words, not the code's", () => {
  it('finds no code name in the domain’s English or Hebrew sentences', () => {
    expect([...sweep(domainEn, 'en'), ...sweep(domainHe, 'he')]).toEqual([]);
  });

  it('finds no code name in the server’s English or Hebrew sentences', () => {
    expect([...sweep(serverEn, 'en'), ...sweep(serverHe, 'he')]).toEqual([]);
  });

  it('notices each kind of code name, so the sweep can fail', () => {
    expect(problems('k', 'closeTime must be later than openTime.', 'en')).toHaveLength(3);
    expect(problems('k', 'status must be one of {statuses}.', 'en')).toHaveLength(1);
    expect(problems('k', "kind must be 'kiosk' or 'room'.", 'en')).toHaveLength(3);
    expect(problems('k', 'add_replace must be set.', 'en')).toHaveLength(2);
    expect(problems('k', 'השדה status חייב להיות אחד מאלה: {statuses}.', 'he')).toHaveLength(1);
    expect(problems('k', 'יש לתת את התפקיד Admin.', 'he')).toHaveLength(1);
    expect(problems('k', 'The amount must be at most {max}.', 'en')).toEqual([]);
    expect(problems('k', 'גוף הבקשה אינו JSON תקין, למשל name@example.org.', 'he')).toEqual([]);
  });

  it('allows only sentences that are still in a catalogue', () => {
    const keys = new Set([...Object.keys(domainEn), ...Object.keys(serverEn)]);
    expect(Object.keys(allowed).filter((key) => !keys.has(key))).toEqual([]);
  });
});
