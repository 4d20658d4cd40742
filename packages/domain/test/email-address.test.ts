import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../src/email-address.ts';

const safe = fc.stringMatching(/^[a-z0-9._+-]{1,20}$/);
const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

describe('the email rule', () => {
  it('takes ordinary addresses', () => {
    for (const address of ['rivka@example.org', 'r.cohen+mikvah@mail.example.co.il', 'a@b.cd'])
      expect(isEmailAddress(address), address).toBe(true);
  });

  it('refuses what is not an address, or could break out of a mail header', () => {
    for (const address of [
      '',
      'rivka',
      'rivka@example',
      '@example.org',
      'rivka@@example.org',
      'rivka @example.org',
      'rivka@example.org\nBcc: x@y.z',
      '"rivka"@example.org',
      'rivka@example.org>',
      'a,b@example.org',
      'rivka@example.',
    ])
      expect(isEmailAddress(address), JSON.stringify(address)).toBe(false);
  });

  it('any name@domain.tld of safe characters passes; a header character anywhere fails', () => {
    fc.assert(
      fc.property(
        safe,
        label,
        label,
        fc.constantFrom('<', '>', '(', ')', ',', ';', ':', '"', ' ', '\n'),
        (name, host, tld, bad) => {
          const address = `${name}@${host}.${tld}`;
          expect(isEmailAddress(address)).toBe(true);
          expect(isEmailAddress(bad + address)).toBe(false);
          expect(isEmailAddress(`${name}@${host}${bad}.${tld}`)).toBe(false);
        },
      ),
    );
  });

  it('at most 254 characters', () => {
    const local = 'a'.repeat(64);
    const long = `${local}@${'b'.repeat(EMAIL_MAX_LENGTH - local.length - 5)}.org`;
    expect(long.length).toBe(EMAIL_MAX_LENGTH);
    expect(isEmailAddress(long)).toBe(true);
    expect(isEmailAddress(`a${long}`)).toBe(false);
  });
});
