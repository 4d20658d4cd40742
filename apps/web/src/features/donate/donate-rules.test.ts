import { describe, expect, it } from 'vitest';
import { emptyDonateFields, noticeMessage, validateDonation } from './donate-rules';

const guest = {
  ...emptyDonateFields,
  firstName: 'Rivka',
  lastName: 'Levi',
  phone: '310 555 0199',
  email: 'rivka@example.com',
  amount: '25',
};

describe('donate validation (docs/product/booking.md §5 Donate page)', () => {
  it('a guest must give names, phone, email and an amount of at least 1', () => {
    expect(validateDonation(emptyDonateFields, false)).toEqual({
      firstName: 'firstName',
      lastName: 'lastName',
      phone: 'phone',
      email: 'email',
      amount: 'amount.required',
    });
    expect(validateDonation(guest, false)).toEqual({});
  });

  it('a signed-in patron may omit names and phone', () => {
    expect(validateDonation({ ...emptyDonateFields, email: 'a@b.co', amount: '1' }, true)).toEqual({});
  });

  it('email must match a basic address pattern; amount at least 1, in dollars and cents', () => {
    expect(validateDonation({ ...guest, email: 'rivka@' }, false)).toEqual({ email: 'email' });
    expect(validateDonation({ ...guest, email: 'a b@c.de' }, false)).toEqual({ email: 'email' });
    expect(validateDonation({ ...guest, amount: '0.99' }, false)).toEqual({ amount: 'amount.belowMinimum' });
    expect(validateDonation({ ...guest, amount: '-5' }, false)).toEqual({ amount: 'amount.belowMinimum' });
    expect(validateDonation({ ...guest, amount: 'ten' }, false)).toEqual({ amount: 'amount.format' });
    expect(validateDonation({ ...guest, amount: '10.005' }, false)).toEqual({ amount: 'amount.tooPrecise' });
    expect(validateDonation({ ...guest, amount: '99999999' }, false)).toEqual({ amount: 'amount.tooLarge' });
    expect(validateDonation({ ...guest, amount: '10.50' }, false)).toEqual({});
  });

  it("the 'New Payment' notice lists names, email, phone, type (': {other text}' for Other) and amount", () => {
    expect(
      noticeMessage({ ...guest, type: 'Other', otherText: 'Mikvah fund', amount: '1234.5' }, '310 555 0199'),
    ).toBe(
      [
        'New Payment',
        'First Name: Rivka',
        'Last Name: Levi',
        'Email: rivka@example.com',
        'Phone: 310 555 0199',
        'Type: Other: Mikvah fund',
        'Amount: $1,234.50',
      ].join('\n'),
    );
    expect(noticeMessage(guest, 'x')).toContain('Type: Donation');
  });
});
