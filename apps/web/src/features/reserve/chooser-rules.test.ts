import { describe, expect, it } from 'vitest';
import { canContinue, chargesCard, initialChoice, NO_CHOICE, otherMethods } from './chooser-rules';

const visa = { id: 'c1', brand: 'Visa', last4: '4242' };
const amex = { id: 'c2', brand: 'American Express', last4: '0005' };

describe('balance chooser rules (spec 000 §4 Saved cards, §5 Payment)', () => {
  it('pay at the door is hidden when reservationsRequirePrepayAll is True', () => {
    expect(otherMethods(false)).toEqual(['new', 'door', 'later']);
    expect(otherMethods(true)).toEqual(['new', 'later']);
  });

  it('one saved card is chosen for her; several or none: nothing chosen', () => {
    expect(initialChoice([visa])).toEqual({ method: 'saved', cardId: 'c1' });
    expect(initialChoice([visa, amex])).toEqual(NO_CHOICE);
    expect(initialChoice([])).toEqual(NO_CHOICE);
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
