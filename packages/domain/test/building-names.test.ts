import { describe, expect, it } from 'vitest';
import { checkPlaceName, checkRoomNumber, type NameCheck } from '../src/index.ts';
import { inEnglish } from './in-english.ts';

const refusal = (check: NameCheck) => (check.ok ? null : inEnglish(check.message));

/** The building's names: the services' rules and the administration's forms alike. */
describe('building names', () => {
  it("a section's or cubicle's name: trimmed, spaces collapsed, 1 to 50 characters on one line", () => {
    expect(checkPlaceName('  North   wing ')).toEqual({ ok: true, value: 'North wing' });
    expect(refusal(checkPlaceName(undefined))).toBe('name is required.');
    expect(refusal(checkPlaceName('   '))).toBe('name is required.');
    expect(refusal(checkPlaceName(7))).toBe('name must be text.');
    expect(refusal(checkPlaceName('East\u0007'))).toBe('name must be on one line.');
    expect(refusal(checkPlaceName('x'.repeat(51)))).toBe('name must be at most 50 characters long.');
    expect(checkPlaceName('x'.repeat(50)).ok).toBe(true);
  });

  it('a room number as on its door: letters, digits and dashes, a whole number too', () => {
    expect(checkRoomNumber(' 12A ')).toEqual({ ok: true, value: '12A' });
    expect(checkRoomNumber(12)).toEqual({ ok: true, value: '12' });
    expect(refusal(checkRoomNumber(null))).toBe('number is required.');
    for (const bad of ['', '-12', '12 A', 'x'.repeat(11), 1.5])
      expect(refusal(checkRoomNumber(bad))).toBe(
        'number must be 1 to 10 letters, digits or dashes, like 12 or 12A.',
      );
  });
});
