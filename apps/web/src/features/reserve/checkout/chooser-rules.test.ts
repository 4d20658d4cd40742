import { describe, expect, it } from 'vitest';
import {
  bookingHeld,
  canContinue,
  chargesCard,
  DEFAULT_HOLD_MINUTES,
  holdMinutes,
  initialChoice,
  NO_CHOICE,
  otherMethods,
} from './chooser-rules';

const visa = { id: 'c1', brand: 'Visa', last4: '4242' };
const amex = { id: 'c2', brand: 'American Express', last4: '0005' };

describe('balance chooser rules (docs/product/booking.md §4 Saved cards, §5 Payment)', () => {
  it('pay at the door is hidden when reservationsRequirePrepayAll is True', () => {
    expect(otherMethods(false)).toEqual(['new', 'door', 'later']);
    expect(otherMethods(true)).toEqual(['new', 'later']);
  });

  it('pay at the door is hidden too when this reservation is held until paid; pay later stays', () => {
    expect(otherMethods(false, true)).toEqual(['new', 'later']);
    expect(otherMethods(true, true)).toEqual(['new', 'later']);
    expect(otherMethods(false, false)).toEqual(['new', 'door', 'later']);
  });

  it('one card is auto-selected; none forces new-card entry; with several she picks', () => {
    expect(initialChoice([visa])).toEqual({ method: 'saved', cardId: 'c1' });
    expect(initialChoice([visa, amex])).toEqual(NO_CHOICE);
    expect(initialChoice([])).toEqual({ method: 'new', cardId: null });
    // While her cards load nothing is chosen, so the card entry does not open and close again.
    expect(initialChoice(null)).toEqual(NO_CHOICE);
  });

  it('a booking is held until paid exactly when a prepay rule applies to it (as the server decides)', () => {
    const settings = (all: string, parking: string) => ({
      reservationsRequirePrepayAll: all,
      reservationsRequirePrepayParking: parking,
    });
    expect(bookingHeld(settings('False', 'False'), false, false)).toBe(false);
    expect(bookingHeld(settings('False', 'True'), false, false)).toBe(false);
    expect(bookingHeld(settings('False', 'True'), false, true)).toBe(true);
    expect(bookingHeld(settings('False', 'False'), false, true)).toBe(false);
    expect(bookingHeld(settings('True', 'False'), false, false)).toBe(true);
    // A Shabbos-mode night is always paid beforehand.
    expect(bookingHeld(settings('False', 'False'), true, false)).toBe(true);
    expect(bookingHeld({}, false, true)).toBe(false);
  });

  it('the hold lasts pendingHoldMinutes; the server default until the setting is known', () => {
    expect(holdMinutes({ pendingHoldMinutes: '45' })).toBe(45);
    expect(holdMinutes({})).toBe(DEFAULT_HOLD_MINUTES);
    expect(DEFAULT_HOLD_MINUTES).toBe(20);
    expect(holdMinutes({ pendingHoldMinutes: 'x' })).toBe(20);
    expect(holdMinutes({ pendingHoldMinutes: '0' })).toBe(20);
  });

  it('Continue waits for a method, and for a new card until the entry is complete', () => {
    expect(canContinue(NO_CHOICE, true, [visa])).toBe(false);
    expect(canContinue({ method: 'new', cardId: null }, false, [])).toBe(false);
    expect(canContinue({ method: 'new', cardId: null }, true, [])).toBe(true);
    expect(canContinue({ method: 'saved', cardId: 'c2' }, false, [visa, amex])).toBe(true);
    expect(canContinue({ method: 'saved', cardId: 'gone' }, false, [visa])).toBe(false);
    expect(canContinue({ method: 'door', cardId: null }, false, [])).toBe(true);
    expect(canContinue({ method: 'later', cardId: null }, false, [])).toBe(true);
  });

  it('a card choice reads Charge Card', () => {
    expect(chargesCard({ method: 'saved', cardId: 'c1' })).toBe(true);
    expect(chargesCard({ method: 'new', cardId: null })).toBe(true);
    expect(chargesCard({ method: 'later', cardId: null })).toBe(false);
  });
});
