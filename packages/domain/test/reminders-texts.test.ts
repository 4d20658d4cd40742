import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarTitle,
  indiscreetWords,
  reservationMessage,
  type ReservationMessageFacts,
  type ReservationMessageKind,
} from '../src/index.ts';

const kinds: ReservationMessageKind[] = [
  'confirmation',
  'changed',
  'dayBefore',
  'dayOf',
  'feedback',
  'canceled',
];

const facts = (over: Partial<ReservationMessageFacts> = {}): ReservationMessageFacts => ({
  language: 'en',
  timeSlot: new Date('2026-12-02T19:30:00-08:00'),
  timeZone: 'America/Los_Angeles',
  code: '40517',
  link: 'https://example.org/r',
  specialText: '',
  feedbackLink: 'https://example.org/feedback',
  ...over,
});

describe('reservationMessage', () => {
  it('says when, her code and where to look, in English', () => {
    const m = reservationMessage('dayBefore', facts());
    expect(m.sms).toBe(
      'Reminder: your appointment is tomorrow, Wednesday, December 2, at 7:30 PM. Access code: 40517. https://example.org/r',
    );
    expect(m.subject).toBe('Reminder: your appointment is tomorrow');
    expect(m.fields).toEqual([
      ['Date', 'Wednesday, December 2'],
      ['Time', '7:30 PM'],
      ['Access code', '40517'],
    ]);
    expect(m.paragraphs).toContain('To see or change your appointment: https://example.org/r');
  });

  it('writes Hebrew with a 24-hour time', () => {
    const m = reservationMessage('confirmation', facts({ language: 'he' }));
    expect(m.subject).toBe('התור שלך אושר');
    expect(m.sms).toBe(
      'התור שלך ליום רביעי, 2 בדצמבר, בשעה 19:30, אושר. קוד כניסה: 40517. https://example.org/r',
    );
    expect(m.fields[2]).toEqual(['קוד כניסה', '40517']);
  });

  it('adds the special text on the day itself only', () => {
    const special = 'Parking is on the street tonight.';
    expect(reservationMessage('dayOf', facts({ specialText: special })).sms).toBe(
      `Reminder: your appointment is today at 7:30 PM. Access code: 40517. ${special} https://example.org/r`,
    );
    expect(reservationMessage('dayOf', facts({ specialText: special })).paragraphs[0]).toBe(special);
    expect(reservationMessage('dayBefore', facts({ specialText: special })).sms).not.toContain(special);
  });

  it('leaves the link out when none is known', () => {
    const m = reservationMessage('changed', facts({ link: null }));
    expect(m.sms).toBe(
      'Your appointment has been changed to Wednesday, December 2 at 7:30 PM. Access code: 40517.',
    );
    expect(m.paragraphs.join(' ')).not.toContain('http');
  });

  it('asks for feedback with the feedback link, and notes a cancel without a code', () => {
    expect(reservationMessage('feedback', facts()).sms).toBe(
      'Thank you for your visit. We would be glad to hear how it went: https://example.org/feedback',
    );
    const canceled = reservationMessage('canceled', facts({ language: 'he' }));
    expect(canceled.sms).toBe('התור שלך ליום רביעי, 2 בדצמבר, בשעה 19:30, בוטל.');
    expect(canceled.sms).not.toContain('40517');
  });

  it('is discreet in every kind and language: no word says what the visit is for', () => {
    const neutralLink = fc.webUrl().filter((u) => !indiscreetWords.some((w) => u.toLowerCase().includes(w)));
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.constantFrom('en' as const, 'he' as const),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2032, 0, 1) }),
        fc.stringMatching(/^\d{5}$/),
        fc.option(neutralLink, { nil: null }),
        fc.constantFrom('America/Los_Angeles', 'Asia/Jerusalem'),
        (kind, language, t, code, link, timeZone) => {
          const m = reservationMessage(
            kind,
            facts({ language, timeSlot: new Date(t), code, link, timeZone }),
          );
          const all = [m.sms, m.subject, m.heading, ...m.fields.flat(), ...m.paragraphs, m.footer]
            .join('\n')
            .toLowerCase();
          const title = calendarTitle(language).toLowerCase();
          for (const word of indiscreetWords) {
            expect(all).not.toContain(word);
            expect(title).not.toContain(word);
          }
        },
      ),
    );
  });
});
