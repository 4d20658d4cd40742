import {
  readSchemaMessage,
  renderDomainMessage,
  type ScheduleDay as DomainScheduleDay,
  type ScheduleOverride as DomainScheduleOverride,
} from '@tevila/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod/mini';
import {
  adminSettingBody,
  adminSettingSchema,
  botCheckConfigSchema,
  contactFormBody,
  gateOpeningAnswer,
  metaSchema,
  scheduleOverrideBody,
  scheduleSchema,
  statusBody,
  tourListSchema,
  tourSignupBody,
  type ScheduleDay,
  type ScheduleOverride,
} from '../src/index.ts';

/** The sentences a schema refuses a value with, in the reader's language. */
function sentences(schema: z.ZodMiniType, value: unknown, language: 'en' | 'he' = 'en'): string[] {
  const result = z.safeParse(schema, value);
  return (result.error?.issues ?? []).map((issue) => {
    const message = readSchemaMessage(issue.message);
    return message ? renderDomainMessage(message, language) : issue.message;
  });
}

const night = {
  date: '2030-12-03',
  dayOfWeek: 2,
  hebrewDay: 8,
  hebrewMonth: 'Kislev',
  hebrewYear: 5791,
  hebrewNote: null,
  hebrewNoteCalendar: null,
  closed: false,
  shabbosMode: false,
  scheduleType: 'Weekday',
  sunset: '2030-12-03T16:30:00-08:00',
  zmanTevillah: '2030-12-03T17:05:00-08:00',
  candleLighting: null,
  openTime: '2030-12-03T17:30:00-08:00',
  closeTime: '2030-12-03T22:00:00-08:00',
  lastBath: '2030-12-03T21:00:00-08:00',
  lastEntryTime: '2030-12-03T21:30:00-08:00',
  bookingCutoff: null,
};

describe('the schedule, as both ends read it', () => {
  it("is the domain's night and override, field for field", () => {
    expectTypeOf<ScheduleDay>().toEqualTypeOf<DomainScheduleDay>();
    expectTypeOf<ScheduleOverride>().toEqualTypeOf<DomainScheduleOverride>();
  });

  it('drops what it does not name, and refuses a night missing a field or of an unknown type', () => {
    expect(z.parse(scheduleSchema, [{ ...night, extra: 1 }])).toEqual([night]);
    const { lastBath: _left, ...missing } = night;
    expect(z.safeParse(scheduleSchema, [missing]).success).toBe(false);
    expect(z.safeParse(scheduleSchema, [{ ...night, scheduleType: 'Holiday' }]).success).toBe(false);
  });

  it("refuses an override's time with the domain's sentence, in both languages", () => {
    const body = { closed: false, openTime: '7pm', closeTime: null, note: null };
    expect(sentences(scheduleOverrideBody, body)).toEqual([
      'Must be a time written HH:mm (24-hour), like 21:30.',
    ]);
    expect(sentences(scheduleOverrideBody, body, 'he')).toEqual([
      'יש להזין שעה בתבנית HH:mm (שעון של 24 שעות), למשל 21:30.',
    ]);
    expect(z.parse(scheduleOverrideBody, { ...body, openTime: '19:00', note: '  Repairs ' }).note).toBe(
      'Repairs',
    );
  });
});

describe('the settings of the administration', () => {
  it('say that a value is missing, or is not text, a number or true/false', () => {
    expect(sentences(adminSettingBody, {})).toEqual([
      'The new value is required, as text, such as "22.5" or "True".',
    ]);
    expect(sentences(adminSettingBody, { value: null }, 'he')).toEqual([
      'יש למלא את הערך החדש כטקסט, למשל "22.5" או "True".',
    ]);
    expect(sentences(adminSettingBody, { value: [1] })).toEqual([
      'The value must be text, a number or true/false, such as "22.5" or "True".',
    ]);
    expect(z.parse(adminSettingBody, { value: true })).toEqual({ value: true });
  });

  it('refuse a row without its name or group', () => {
    const row = {
      key: 'priceBath',
      name: 'Bath price',
      value: '45',
      prevValue: null,
      type: 'decimal',
      hint: 'Dollars',
      secret: false,
      group: 'Prices',
    };
    expect(z.parse(adminSettingSchema, row)).toEqual(row);
    const { group: _group, ...withoutGroup } = row;
    expect(z.safeParse(adminSettingSchema, withoutGroup).success).toBe(false);
  });
});

describe('the public forms', () => {
  it('take empty and null fields (the server judges them), and refuse text too long by its name', () => {
    expect(z.parse(contactFormBody, { firstName: '', lastName: null, email: 'a@b.org' })).toEqual({
      firstName: '',
      lastName: null,
      email: 'a@b.org',
    });
    const long = { message: 'x'.repeat(20_001), email: 7 };
    expect(sentences(contactFormBody, long)).toEqual([
      'The email address must be text.',
      'The message is too long.',
    ]);
    expect(sentences(contactFormBody, long, 'he')).toEqual([
      'השדה דוא״ל חייב להכיל טקסט.',
      'השדה הודעה ארוך מדי.',
    ]);
  });

  it("a tour's sign-up names a tour by its id, text or number", () => {
    expect(z.parse(tourSignupBody, { tourId: 12 }).tourId).toBe(12);
    expect(sentences(tourSignupBody, { tourId: { id: 't1' } })).toEqual(['Please choose one of the tours.']);
    expect(sentences(tourSignupBody, { tourId: true }, 'he')).toEqual(['אנא בחרי אחד מהסיורים.']);
  });

  it('a tour is Kallah or Group, with whole numbers of places', () => {
    const tour = { id: 't1', type: 'Kallah', date: 'x', location: null, capacity: 8, spotsLeft: 3 };
    expect(z.parse(tourListSchema, [{ ...tour, signups: 5 }])).toEqual([tour]);
    expect(z.safeParse(tourListSchema, [{ ...tour, type: 'Private' }]).success).toBe(false);
    expect(z.safeParse(tourListSchema, [{ ...tour, spotsLeft: 2.5 }]).success).toBe(false);
  });
});

describe('the other calls', () => {
  it("a status is required, and at most 40 characters, with the catalogue's sentences", () => {
    expect(sentences(statusBody, {})).toEqual(['status is required.']);
    expect(sentences(statusBody, { status: 'x'.repeat(41) }, 'he')).toEqual([
      'זה אינו מצב שהזמנה יכולה להיות בו.',
    ]);
  });

  it('refuse an answer missing what the web reads', () => {
    expect(z.safeParse(botCheckConfigSchema, { provider: 'altcha', challengeUrl: '/c' }).success).toBe(false);
    expect(
      z.safeParse(botCheckConfigSchema, { provider: 'hcaptcha', challengeUrl: null, siteKey: 'k' }).success,
    ).toBe(false);
    expect(z.safeParse(gateOpeningAnswer, { success: true, errorMessage: null, result: null }).success).toBe(
      false,
    );
    expect(z.safeParse(metaSchema, { version: 3 }).success).toBe(false);
    expect(z.parse(metaSchema, { version: '0.2.21', built: 'today' })).toEqual({ version: '0.2.21' });
  });
});
