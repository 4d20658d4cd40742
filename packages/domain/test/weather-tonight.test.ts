import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hourWarning,
  indiscreetWords,
  reservationMessage,
  tonightWarning,
  weatherWarnings,
  weatherWarningText,
} from '../src/index.ts';

const H = 3_600_000;
const open = Date.parse('2026-12-01T18:00:00-08:00');
const night = { open, close: open + 5 * H };
const hour = (offsetHours: number, conditions: number[], windMs = 3) => ({
  at: open + offsetHours * H,
  conditions,
  windMs,
});

describe("tonight's weather", () => {
  it('reads the conditions of an hour by their codes, the most severe first', () => {
    expect(hourWarning(hour(0, [800]))).toBeNull();
    expect(hourWarning(hour(0, [500]))).toBeNull();
    expect(hourWarning(hour(0, [502]))).toBe('heavyRain');
    expect(hourWarning(hour(0, [601]))).toBe('snow');
    expect(hourWarning(hour(0, [511]))).toBe('ice');
    expect(hourWarning(hour(0, [741]))).toBe('fog');
    expect(hourWarning(hour(0, [801], 15))).toBe('wind');
    expect(hourWarning(hour(0, [601, 211]))).toBe('storm');
  });

  it('warns of the hours she travels and stays: from an hour before opening to closing', () => {
    const at = (h: number, codes: number[]) => tonightWarning({ hours: [hour(h, codes)], alerts: [] }, night);
    expect(at(-2, [601])).toBeNull();
    expect(at(-1, [601])).toBe('snow');
    expect(at(4, [601])).toBe('snow');
    expect(at(5, [601])).toBeNull();
    expect(tonightWarning({ hours: [hour(1, [601])], alerts: [] }, null)).toBeNull();
    const alert = { start: night.close - H, end: night.close + 9 * H };
    expect(tonightWarning({ hours: [], alerts: [alert] }, night)).toBe('alert');
    expect(tonightWarning({ hours: [hour(2, [741])], alerts: [alert] }, night)).toBe('fog');
  });

  it('is the most severe of the night, whatever the order of its hours', () => {
    const codes = fc.constantFrom(800, 500, 502, 601, 511, 741, 211, 771);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -1, max: 4 }), codes), { maxLength: 8 }), (hours) => {
        const forecast = hours.map(([h, c]) => hour(h, [c]));
        const warning = tonightWarning({ hours: forecast, alerts: [] }, night);
        const each = forecast.map(hourWarning).filter((w) => w !== null);
        if (each.length === 0) expect(warning).toBeNull();
        else
          expect(weatherWarnings.indexOf(warning!)).toBe(
            Math.min(...each.map((w) => weatherWarnings.indexOf(w))),
          );
      }),
    );
  });

  it('is said in her language, discreetly, and added to the day-of reminder only', () => {
    expect(weatherWarningText('snow', 'en')).toBe(
      'Tonight snow is expected. Please travel carefully and allow extra time.',
    );
    expect(weatherWarningText('snow', 'he')).toBe('הערב צפוי שלג. סעי בזהירות והשאירי לעצמך זמן נוסף.');
    for (const w of weatherWarnings)
      for (const language of ['en', 'he'] as const)
        for (const word of indiscreetWords)
          expect(weatherWarningText(w, language).toLowerCase()).not.toContain(word);
    const facts = {
      language: 'en' as const,
      timeSlot: new Date(open),
      timeZone: 'America/Los_Angeles',
      code: '12345',
      link: null,
      specialText: '',
      feedbackLink: '',
      weather: 'heavyRain' as const,
    };
    const dayOf = reservationMessage('dayOf', facts);
    expect(dayOf.sms).toContain('Tonight heavy rain is expected.');
    expect(dayOf.paragraphs).toContain(
      'Tonight heavy rain is expected. Please travel carefully and allow extra time.',
    );
    expect(reservationMessage('dayBefore', facts).sms).not.toContain('rain');
  });
});
