import {
  checkSmsPhone,
  codeSendRefusal,
  passwordLimits,
  passwordRefusal,
  signInLimits,
  countryList,
  indiscreetWords,
  isCodeFormat,
  planUserPatch,
  verificationCodeText,
} from '../src/index.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inEnglish } from './in-english.ts';

const now = new Date('2026-12-01T10:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);
const quiet = {
  lastToPhoneAt: null,
  phoneInWindow: { count: 0, oldest: null },
  ipLastHour: { count: 0, oldest: null },
};

describe('codeSendRefusal', () => {
  it('allows a first code, then one a minute, three in 15 minutes per phone, twenty an hour per IP', () => {
    expect(codeSendRefusal(quiet, now)).toBeNull();
    expect(codeSendRefusal({ ...quiet, lastToPhoneAt: ago(59) }, now)?.retryAfterSeconds).toBe(1);
    expect(codeSendRefusal({ ...quiet, lastToPhoneAt: ago(60) }, now)).toBeNull();
    expect(
      inEnglish(codeSendRefusal({ ...quiet, phoneInWindow: { count: 3, oldest: ago(300) } }, now)),
    ).toEqual({
      message: 'Too many codes were sent to this number. Please try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect(codeSendRefusal({ ...quiet, phoneInWindow: { count: 2, oldest: ago(300) } }, now)).toBeNull();
    expect(
      inEnglish(codeSendRefusal({ ...quiet, ipLastHour: { count: 20, oldest: ago(3540) } }, now)?.message),
    ).toBe('Too many codes were requested from your network. Please try again in 1 minute.');
  });

  it('never makes her wait longer than one window for a code, whoever asked for the others', () => {
    const window = signInLimits.phoneWindowMinutes * 60;
    fc.assert(
      fc.property(fc.nat(10), fc.integer({ min: 0, max: window - 1 }), (count, age) => {
        const refusal = codeSendRefusal({ ...quiet, phoneInWindow: { count, oldest: ago(age) } }, now);
        return refusal === null || (refusal.retryAfterSeconds >= 1 && refusal.retryAfterSeconds <= window);
      }),
    );
  });

  it('takes the per-network limit from the setting when one is given', () => {
    const busy = { ...quiet, ipLastHour: { count: 20, oldest: ago(3540) } };
    expect(codeSendRefusal(busy, now, 21)).toBeNull();
    expect(
      codeSendRefusal({ ...busy, ipLastHour: { count: 21, oldest: ago(3540) } }, now, 21),
    ).not.toBeNull();
    expect(codeSendRefusal({ ...quiet, ipLastHour: { count: 1, oldest: ago(10) } }, now, 1)).not.toBeNull();
  });
});

describe('passwordRefusal', () => {
  const none = { user: { count: 0, oldest: null }, network: { count: 0, oldest: null } };

  it('refuses after 10 failures for a user name or 50 from a network within 15 minutes, saying how long', () => {
    expect(passwordRefusal(none, now)).toBeNull();
    expect(passwordRefusal({ ...none, user: { count: 9, oldest: ago(60) } }, now)).toBeNull();
    expect(inEnglish(passwordRefusal({ ...none, user: { count: 10, oldest: ago(60) } }, now))).toEqual({
      message: 'Too many wrong passwords for this user. Please try again in 14 minutes.',
      retryAfterSeconds: 840,
    });
    expect(passwordRefusal({ ...none, network: { count: 49, oldest: ago(60) } }, now)).toBeNull();
    expect(inEnglish(passwordRefusal({ ...none, network: { count: 50, oldest: ago(899) } }, now))).toEqual({
      message: 'Too many wrong passwords from your network. Please try again in 1 second.',
      retryAfterSeconds: 1,
    });
  });

  it('waits at least a second and at most the window', () => {
    const window = passwordLimits.windowMinutes * 60;
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), fc.integer({ min: 0, max: window }), (u, n, age) => {
        const oldest = ago(age);
        const refusal = passwordRefusal({ user: { count: u, oldest }, network: { count: n, oldest } }, now);
        const over = u >= passwordLimits.perUser || n >= passwordLimits.perNetwork;
        if (!over) return refusal === null;
        return refusal !== null && refusal.retryAfterSeconds >= 1 && refusal.retryAfterSeconds <= window;
      }),
    );
  });
});

describe('checkSmsPhone', () => {
  it('normalises to E.164 and a userName, and checks the country', () => {
    expect(checkSmsPhone('(310) 555-0123'.replace(/^/, '+1 '), ['US'])).toEqual({
      ok: true,
      e164: '+13105550123',
      userName: '13105550123',
      country: 'US',
    });
    expect(checkSmsPhone('13105550123', ['US'])).toMatchObject({ ok: true, e164: '+13105550123' });
    expect(inEnglish(checkSmsPhone('+13105550123', ['IL']))).toEqual({
      ok: false,
      message: "We can't send codes to this country.",
    });
    expect(checkSmsPhone('+13105550123', 'any')).toMatchObject({ ok: true });
    expect(inEnglish(checkSmsPhone(null, ['US']))).toEqual({ ok: false, message: 'Phone number required' });
    expect(inEnglish(checkSmsPhone({}, ['US']))).toEqual({ ok: false, message: 'Invalid phone number' });
    expect(countryList(' us, CA ,,il')).toEqual(['US', 'CA', 'IL']);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof checkSmsPhone(value, ['US']).ok === 'boolean'));
  });
});

describe('codes and their text', () => {
  it('accepts exactly six digits', () => {
    expect(isCodeFormat('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456', 123456, null])
      expect(isCodeFormat(bad)).toBe(false);
  });

  it('is short, the code first, and names no one by default', () => {
    expect(verificationCodeText('en', '', '012345')).toBe(
      '012345 is your sign-in code. It expires in 10 minutes.',
    );
    expect(verificationCodeText('en', '  ', '012345')).toBe(
      '012345 is your sign-in code. It expires in 10 minutes.',
    );
    expect(verificationCodeText('he', '', '012345')).toBe(
      '012345 הוא קוד ההתחברות שלך. תוקפו יפוג בעוד 10 דקות.',
    );
  });

  it('puts the sender name the administrator chose before it', () => {
    expect(verificationCodeText('en', ' Beth Shalom ', '012345')).toBe(
      'Beth Shalom: 012345 is your sign-in code. It expires in 10 minutes.',
    );
    // A Latin name in a Hebrew message: a right-to-left mark keeps the message right to left.
    expect(verificationCodeText('he', 'Beth', '012345')).toBe(
      '\u200fBeth: 012345 הוא קוד ההתחברות שלך. תוקפו יפוג בעוד 10 דקות.',
    );
  });

  it('never says what the facility is for, and always carries the six digits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'en' | 'he'>('en', 'he'),
        fc.stringMatching(/^\d{6}$/),
        (language, code) => {
          const text = verificationCodeText(language, '', code);
          expect(/\d{6}/.exec(text)?.[0]).toBe(code);
          for (const word of indiscreetWords) expect(text.toLowerCase()).not.toContain(word);
        },
      ),
    );
  });
});

describe('planUserPatch', () => {
  const allowed = new Set([
    'platenumber',
    'language',
    'notes',
    'notificationreservations',
    'notificationdaybefore',
    'notificationdayof',
  ]);

  it('never lets a patron change a path outside her list', () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), (path, value) => {
        const plan = planUserPatch([{ op: 'replace', path, value }], false);
        if (plan.ok) expect(allowed.has(path.trim().replace(/^\//, '').toLowerCase())).toBe(true);
      }),
    );
  });

  it('normalises plates and booleans', () => {
    expect(
      planUserPatch(
        [
          { op: 'add', path: 'plateNumber', value: '7abc123|7ABC123|\n 12-345-67 ' },
          { op: 'add', path: 'testUser', value: 'TRUE' },
        ],
        true,
      ),
    ).toEqual({
      ok: true,
      operations: [
        { op: 'add', path: '/plateNumber', value: '7ABC123|12-345-67' },
        { op: 'add', path: '/testUser', value: true },
      ],
    });
    expect(
      inEnglish(planUserPatch([{ op: 'add', path: 'plateNumber', value: 'A1|B2|C3|D4|E5|F6' }], false)),
    ).toEqual({
      ok: false,
      message: 'At most 5 license plates may be saved.',
    });
    expect(planUserPatch([{ op: 'add', path: 'plateNumber', value: '' }], false)).toMatchObject({
      ok: true,
      operations: [{ value: null }],
    });
  });
});
