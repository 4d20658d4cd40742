import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_GRACE_MS,
  confirmationDue,
  indiscreetWords,
  payAtDoorAllowed,
  reservationMessage,
  visitMoney,
  type ReminderCandidate,
  type ReservationMessageFacts,
  type VisitMoney,
} from '../src/index.ts';
import { settingsWith } from './helpers.ts';

const booked = new Date('2026-12-01T10:00:00-08:00');
const after = (ms: number) => new Date(booked.getTime() + ms);

/** Booked at 10:00 the day before, for 7:30 PM; Reserved, her switches on, nothing sent. */
function candidate(over: Partial<ReminderCandidate> = {}): ReminderCandidate {
  return {
    night: '2026-12-02',
    timeSlot: new Date('2026-12-02T19:30:00-08:00'),
    status: 'Reserved',
    createdAt: booked,
    doneAt: null,
    sent: [],
    flags: { notificationReservations: true, notificationDayBefore: true, notificationDayOf: true },
    ...over,
  };
}

describe('when a confirmation is sent (issue 17: once, after the submit has ended)', () => {
  it('the sweep leaves the first minutes to the booking and to the charge that follows it', () => {
    expect(confirmationDue(candidate(), after(0))).toBe(false);
    expect(confirmationDue(candidate(), after(CONFIRMATION_GRACE_MS - 1))).toBe(false);
    expect(confirmationDue(candidate(), after(CONFIRMATION_GRACE_MS))).toBe(true);
    expect(CONFIRMATION_GRACE_MS).toBe(3 * 60_000);
  });

  it('the sweep waits while a payment is still being settled', () => {
    expect(confirmationDue(candidate({ paymentUnderWay: true }), after(CONFIRMATION_GRACE_MS))).toBe(false);
    expect(confirmationDue(candidate({ paymentUnderWay: false }), after(CONFIRMATION_GRACE_MS))).toBe(true);
  });

  it('the end of a payment sends it at once, whatever the payment did', () => {
    expect(confirmationDue(candidate(), after(5_000), 'payment')).toBe(true);
    expect(confirmationDue(candidate({ paymentUnderWay: true }), after(5_000), 'payment')).toBe(true);
  });

  it('never twice, never for a held (Pending) or released one, never with her switch off or too late', () => {
    for (const by of ['sweep', 'payment'] as const) {
      const late = after(CONFIRMATION_GRACE_MS);
      expect(confirmationDue(candidate({ sent: ['confirmation'] }), late, by)).toBe(false);
      for (const status of ['Pending', 'Canceled', 'Replaced', 'Done'] as const)
        expect(confirmationDue(candidate({ status }), late, by)).toBe(false);
      const off = { notificationReservations: false, notificationDayBefore: true, notificationDayOf: true };
      expect(confirmationDue(candidate({ flags: off }), late, by)).toBe(false);
      expect(confirmationDue(candidate(), after(24 * 3_600_000), by)).toBe(false);
      expect(confirmationDue(candidate({ timeSlot: after(60_000) }), after(CONFIRMATION_GRACE_MS), by)).toBe(
        false,
      );
    }
  });
});

describe('what a confirmation says of money', () => {
  it('paid, due (with or without the door), or nothing for a free visit never paid', () => {
    expect(visitMoney({ balanceCents: 0, paid: true }, true)).toEqual({ state: 'paid' });
    expect(visitMoney({ balanceCents: -500, paid: true }, true)).toEqual({ state: 'paid' });
    expect(visitMoney({ balanceCents: 6500, paid: false }, true)).toEqual({
      state: 'due',
      cents: 6500,
      atDoor: true,
    });
    expect(visitMoney({ balanceCents: 1400, paid: false }, false)).toEqual({
      state: 'due',
      cents: 1400,
      atDoor: false,
    });
    expect(visitMoney({ balanceCents: 0, paid: false }, true)).toEqual({ state: 'none' });
  });

  it('pay at the door is offered unless the booking must be paid beforehand', () => {
    const weeknight = { shabbosMode: false };
    expect(payAtDoorAllowed(settingsWith(), weeknight, false)).toBe(true);
    expect(payAtDoorAllowed(settingsWith({ reservationsRequirePrepayAll: 'True' }), weeknight, false)).toBe(
      false,
    );
    const parkingPrepaid = settingsWith({ reservationsRequirePrepayParking: 'True' });
    expect(payAtDoorAllowed(parkingPrepaid, weeknight, true)).toBe(false);
    expect(payAtDoorAllowed(parkingPrepaid, weeknight, false)).toBe(true);
    expect(payAtDoorAllowed(settingsWith(), { shabbosMode: true }, false)).toBe(false);
  });

  const facts = (
    money: VisitMoney,
    over: Partial<ReservationMessageFacts> = {},
  ): ReservationMessageFacts => ({
    language: 'en',
    timeSlot: new Date('2026-12-02T19:30:00-08:00'),
    timeZone: 'America/Los_Angeles',
    code: '40517',
    link: 'https://example.org/r',
    specialText: '',
    feedbackLink: '',
    money,
    ...over,
  });

  it('says it is paid, in both languages', () => {
    const en = reservationMessage('confirmation', facts({ state: 'paid' }));
    expect(en.sms).toBe(
      'Your appointment on Wednesday, December 2 at 7:30 PM is confirmed. Access code: 40517. Paid in full. https://example.org/r',
    );
    expect(en.fields).toContainEqual(['Payment', 'Paid in full']);
    const he = reservationMessage('changed', facts({ state: 'paid' }, { language: 'he' }));
    expect(he.sms).toBe(
      'התור שלך שונה ליום רביעי, 2 בדצמבר, בשעה 19:30. קוד כניסה: 40517. שולם במלואו. https://example.org/r',
    );
    expect(he.fields).toContainEqual(['תשלום', 'שולם במלואו']);
  });

  it('says what is due and where she can pay, the door only when it is offered', () => {
    const door = reservationMessage('confirmation', facts({ state: 'due', cents: 6500, atDoor: true }));
    expect(door.sms).toBe(
      'Your appointment on Wednesday, December 2 at 7:30 PM is confirmed. Access code: 40517. Amount due: $65.00. You can pay online or at the door. https://example.org/r',
    );
    expect(door.fields).toContainEqual(['Amount due', '$65.00']);
    expect(door.paragraphs[0]).toBe('You can pay online or at the door.');
    const online = reservationMessage('changed', facts({ state: 'due', cents: 1400, atDoor: false }));
    expect(online.sms).toContain('Access code: 40517. Amount due: $14.00. You can pay online. https://');
    expect(online.sms).not.toMatch(/door|paid/i);
    const he = reservationMessage(
      'confirmation',
      facts({ state: 'due', cents: 6500, atDoor: true }, { language: 'he', link: null }),
    );
    expect(he.sms).toBe(
      'התור שלך ליום רביעי, 2 בדצמבר, בשעה 19:30, אושר. קוד כניסה: 40517. לתשלום: $65.00. אפשר לשלם באתר או בכניסה.',
    );
    expect(
      reservationMessage(
        'confirmation',
        facts({ state: 'due', cents: 6500, atDoor: false }, { language: 'he' }),
      ).sms,
    ).toContain('לתשלום: $65.00. אפשר לשלם באתר. https://');
  });

  it('says nothing of money for a free visit, nor in reminders and cancel notices', () => {
    expect(reservationMessage('confirmation', facts({ state: 'none' })).sms).toBe(
      'Your appointment on Wednesday, December 2 at 7:30 PM is confirmed. Access code: 40517. https://example.org/r',
    );
    const due: VisitMoney = { state: 'due', cents: 6500, atDoor: true };
    for (const kind of ['dayBefore', 'dayOf', 'canceled'] as const) {
      const m = reservationMessage(kind, facts(due));
      expect(m.sms).not.toContain('$65.00');
      expect(m.fields.flat()).not.toContain('$65.00');
    }
  });

  it('stays discreet whatever it says of money', () => {
    const money = fc.oneof(
      fc.constant<VisitMoney>({ state: 'paid' }),
      fc.constant<VisitMoney>({ state: 'none' }),
      fc.record({
        state: fc.constant('due' as const),
        cents: fc.integer({ min: 1, max: 1_000_000 }),
        atDoor: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('confirmation' as const, 'changed' as const),
        fc.constantFrom('en' as const, 'he' as const),
        money,
        (kind, language, m) => {
          const text = reservationMessage(kind, facts(m, { language }));
          const all = [text.sms, text.subject, ...text.fields.flat(), ...text.paragraphs, text.footer]
            .join('\n')
            .toLowerCase();
          for (const word of indiscreetWords) expect(all).not.toContain(word);
        },
      ),
    );
  });
});
