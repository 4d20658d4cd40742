import { describe, expect, it } from 'vitest';
import {
  addableSlots,
  needsAddedTime,
  scheduleNight,
  scheduleOverrideBodySchema,
  scheduleRange,
  withAddedSlots,
  type ScheduleOverride,
} from '../src/index.ts';
import { hhmm, MINUTE, ms, settingsWith } from './helpers.ts';
import { english } from './in-english.ts';

const s = settingsWith();
const override = (date: string, o: Partial<ScheduleOverride>): ScheduleOverride => ({
  date,
  closed: false,
  openTime: null,
  closeTime: null,
  note: null,
  ...o,
});

describe('overrides', () => {
  it('closes a night', () => {
    const d = scheduleNight(
      '2026-12-01',
      s,
      override('2026-12-01', { closed: true, note: 'Staff training' }),
    );
    expect(d).toMatchObject({ closed: true, scheduleType: 'Closed', hebrewNote: 'Staff training' });
    expect(d).toMatchObject({
      openTime: null,
      closeTime: null,
      lastBath: null,
      lastEntryTime: null,
      bookingCutoff: null,
    });
    expect(d.zmanTevillah).toBe(scheduleNight('2026-12-01', s).zmanTevillah);
  });

  it('replaces opening and closing and recomputes the last starts', () => {
    const d = scheduleNight(
      '2026-12-01',
      s,
      override('2026-12-01', { openTime: '18:02', closeTime: '21:00' }),
    );
    expect(d.openTime).toBe('2026-12-01T18:02:00-08:00');
    expect(d.closeTime).toBe('2026-12-01T21:00:00-08:00');
    expect(hhmm(d.lastBath)).toBe('19:47');
    expect(hhmm(d.lastEntryTime)).toBe('20:02');
    expect(d.bookingCutoff).toBe('2026-12-01T17:02:00-08:00');
  });

  it('computes closing from an overridden opening', () => {
    const d = scheduleNight('2026-12-01', s, override('2026-12-01', { openTime: '20:00' }));
    expect(ms(d.closeTime) - ms(d.openTime)).toBe(180 * MINUTE);
  });

  it('reads a closing time before the opening as after midnight', () => {
    const d = scheduleNight('2026-12-01', s, override('2026-12-01', { closeTime: '00:30' }));
    expect(d.closeTime).toBe('2026-12-02T00:30:00-08:00');
  });

  it('shows its note as the Hebrew note', () => {
    const d = scheduleNight('2026-12-04', s, override('2026-12-04', { note: 'Late opening for Chanukah' }));
    expect(d.hebrewNote).toBe('Late opening for Chanukah');
    expect(scheduleNight('2026-12-04', s, override('2026-12-04', { note: '  ' })).hebrewNote).toBe(
      'Chanukah 1',
    );
  });

  it('keeps Yom Kippur closed under a note, and opens it only with an opening time', () => {
    expect(
      scheduleNight('2026-09-20', s, override('2026-09-20', { note: 'Gmar chasima tova' })),
    ).toMatchObject({
      closed: true,
      hebrewNote: 'Gmar chasima tova',
    });
    const opened = scheduleNight('2026-09-20', s, override('2026-09-20', { openTime: '19:00' }));
    expect(opened).toMatchObject({ closed: false, openTime: '2026-09-20T19:00:00-07:00' });
  });

  it('applies within a range by date', () => {
    const days = scheduleRange('2026-11-30', 3, s, [override('2026-12-01', { closed: true })]);
    expect(days.map((d) => d.closed)).toEqual([false, true, false]);
  });

  it('has a zod schema for the request body', () => {
    expect(
      scheduleOverrideBodySchema.safeParse({ closed: false, openTime: '19:30', closeTime: null, note: null })
        .success,
    ).toBe(true);
    const bad = scheduleOverrideBodySchema.safeParse({
      closed: false,
      openTime: '7:30pm',
      closeTime: null,
      note: null,
    });
    expect(english(bad.error?.issues[0]?.message)).toBe(
      'Must be a time written HH:mm (24-hour), like 21:30.',
    );
  });
});

describe('added time', () => {
  const day = scheduleNight('2026-12-01', s); // 16:40 to 22:00; limit 23:30 (openMaxMinutes 360 → 22:40)
  const at = (iso: string) => new Date(iso);

  it('is needed when free places fall below addTimeMinSlots within addTimeCutoffHours of opening', () => {
    expect(needsAddedTime(day, s, at('2026-12-01T14:00:00-08:00'), 1)).toBe(true);
    expect(needsAddedTime(day, s, at('2026-12-01T13:00:00-08:00'), 1)).toBe(false);
    expect(needsAddedTime(day, s, at('2026-12-01T14:00:00-08:00'), 2)).toBe(false);
    expect(needsAddedTime(day, s, at('2026-12-01T22:00:00-08:00'), 0)).toBe(false);
    const friday = scheduleNight('2026-12-04', s);
    expect(needsAddedTime(friday, s, at('2026-12-04T15:00:00-08:00'), 0)).toBe(false);
    const set = override('2026-12-01', { closeTime: '22:00' });
    expect(needsAddedTime(day, s, at('2026-12-01T14:00:00-08:00'), 0, set)).toBe(false);
  });

  it('extends closing by whole slots within openMaxMinutes and openUntilMaxHour', () => {
    expect(addableSlots(day, s)).toBe(2);
    const longer = withAddedSlots(day, s, 1);
    expect(longer.closeTime).toBe('2026-12-01T22:15:00-08:00');
    expect(hhmm(longer.lastEntryTime)).toBe('21:25');
    expect(hhmm(longer.lastBath)).toBe('21:10');
    expect(withAddedSlots(day, s, 10).closeTime).toBe('2026-12-01T22:30:00-08:00');
    expect(withAddedSlots(day, s, 0)).toBe(day);
  });
});
