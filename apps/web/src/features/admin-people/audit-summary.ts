/** A value's words in the reader's language, by the field it is under; null: none, shown as written. */
export type ValueLabel = (field: string, value: unknown) => string | null;

/** A value in a summary: in words when `words` has them, else text as it is, anything else as JSON, cut to a glance. */
function shown(value: unknown, words: string | null = null, max = 40): string {
  if (value === undefined || value === null || value === '') return '—';
  const text = words ?? (typeof value === 'string' ? value : JSON.stringify(value));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an entry changed, in one short line for the table: each field whose value differs, as
 * "field: before → after" (a field only after, "field: after"), each field named by `label`, at most
 * `parts` of them and the number of the others. Values that are not objects read "before → after".
 * Each value is in `words` when it has them (a status, a yes or no, a day); `arrow` points the way the
 * reader reads (← in Hebrew); `more` says how many were left out, in her words.
 * The download has them whole, under the names the server writes.
 */
export function changeSummary(
  before: unknown,
  after: unknown,
  label: (field: string) => string = (field) => field,
  parts = 3,
  words: ValueLabel = () => null,
  arrow = '→',
  more: (count: number) => string = (count) => `+${count}`,
): string {
  const say = (field: string, value: unknown) =>
    shown(value, value === undefined || value === null ? null : words(field, value));
  if ((before === null || before === undefined) && (after === null || after === undefined)) return '';
  if (!isRecord(before) && !isRecord(after))
    return same(before, after) ? say('', after) : `${say('', before)} ${arrow} ${say('', after)}`;
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(now), ...Object.keys(was)])];
  const lines = keys
    .filter((key) => !same(was[key], now[key]))
    .map((key) =>
      key in was && was[key] !== null
        ? `${label(key)}: ${say(key, was[key])} ${arrow} ${say(key, now[key])}`
        : `${label(key)}: ${say(key, now[key])}`,
    );
  const kept = lines.slice(0, parts);
  if (lines.length > parts) kept.push(more(lines.length - parts));
  return kept.join('; ');
}
