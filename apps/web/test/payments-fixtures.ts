import { fireEvent, screen } from '@testing-library/react';
import { json, type Call, type Handler } from './fake-api';

/** The sandbox provider, a token endpoint that answers by card number, and makepayment answers. */
export const sandboxConfig: Record<string, Handler> = {
  'GET /api/api/payments/config': () => json({ provider: 'sandbox', publishableKey: null }),
  'POST /api/api/payments/sandbox/tokens': (call: Call) => {
    const { number } = JSON.parse(call.body) as { number: string };
    if (number === '4000000000000119') return json({ Message: 'Your card number is incorrect.' }, 400);
    return json({ id: `tok_${number.slice(-4)}`, card: { brand: 'Visa', last4: number.slice(-4) } });
  },
};

export const declined = () =>
  json(
    {
      success: false,
      errorMessage: 'The payment was not approved.',
      result: null,
      stripeErrorType: 'card_error',
      stripeErrorMessage: 'Your card was declined.',
    },
    400,
  );

/** Types a card into the sandbox form. */
export async function fillCard(
  number = '4242424242424242',
  { postalCode = '90210' }: { postalCode?: string | null } = {},
) {
  const type = async (name: string | RegExp, value: string) =>
    fireEvent.change(await screen.findByRole('textbox', { name }), { target: { value } });
  await type('Card number', number);
  await type('Expiry date', '12/34');
  await type('Security code (CVC)', '123');
  if (postalCode !== null) await type('Postal code', postalCode);
}
