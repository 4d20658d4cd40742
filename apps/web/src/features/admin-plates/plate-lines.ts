/** The plates typed one per line, joined by "|" as the user record stores them ('' for none). */
export function platesFromLines(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('|');
}
