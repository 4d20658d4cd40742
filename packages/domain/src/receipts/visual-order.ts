/**
 * A receipt printer prints left to right. A Hebrew line is laid out for it here: the order of its
 * runs is reversed, the letters of each right-to-left run too, while numbers, amounts and Latin
 * words keep their own order (a simplified form of the Unicode bidirectional algorithm, enough for
 * labels and values).
 */

const HEBREW = /[\u0590-\u05ff]/;
// What reads left to right inside a Hebrew line: Latin words, numbers, amounts, times and dates.
const LTR_RUN = /[A-Za-z0-9$][A-Za-z0-9$.,:/'+\-#@]*[A-Za-z0-9]|[A-Za-z0-9$]/g;
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '<': '>', '>': '<' };

export function hasHebrew(text: string): boolean {
  return HEBREW.test(text);
}

export function visualOrder(line: string): string {
  if (!hasHebrew(line)) return line;
  const runs: { text: string; ltr: boolean }[] = [];
  let at = 0;
  for (const m of line.matchAll(LTR_RUN)) {
    if (m.index > at) runs.push({ text: line.slice(at, m.index), ltr: false });
    runs.push({ text: m[0], ltr: true });
    at = m.index + m[0].length;
  }
  if (at < line.length) runs.push({ text: line.slice(at), ltr: false });
  return runs
    .reverse()
    .map((r) =>
      r.ltr
        ? r.text
        : [...r.text]
            .reverse()
            .map((c) => MIRRORED[c] ?? c)
            .join(''),
    )
    .join('');
}
