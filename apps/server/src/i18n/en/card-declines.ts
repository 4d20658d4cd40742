/**
 * The sentences of a card that did not go through, in English: Stripe's decline codes
 * (adapters/payments/decline-messages.ts), the payment's other failures and the sandbox card
 * processor's refusals. Part of serverEn (../en.ts); he/card-declines.ts holds the same keys.
 */
export const cardDeclinesEn = {
  'decline.declined': 'Your card was declined.',
  'decline.insufficientFunds': 'Your card has insufficient funds.',
  'decline.expired': 'Your card has expired.',
  'decline.incorrectCvc': "Your card's security code is incorrect.",
  'decline.processing': 'An error occurred while processing your card. Try again in a little bit.',
  'decline.invalidNumber': 'Your card number is invalid.',
  'decline.incorrectZip': "Your card's postal code is incorrect.",
  'decline.velocity':
    'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  'decline.notSupported': 'Your card does not support this type of purchase.',
  'decline.currency': 'Your card does not support this currency.',
  'payment.providerUnavailable': 'The payment service is not answering. Please try again in a few minutes.',
  'payment.notAccepted':
    'The payment could not be processed. Please check the card details or use another card.',
  'payment.needsAuthentication':
    'Your bank asks you to confirm this payment. Please enter the card again to pay, or use another card.',
  'payment.confirmWithBank': 'Your bank asks you to confirm this payment.',
  'payment.didNotGoThrough': 'The payment did not go through.',
  'payment.notConfirmedInTime': 'The payment was not confirmed with the bank in time; nothing was charged.',
  'payment.notCompleted': 'The payment was not completed; nothing was charged.',
  'payment.cardPaymentFailed': 'The card payment failed.',
  'payment.canceled': 'The payment was canceled.',
  'payment.failed': 'Payment failed.',
  'payment.usedEntry': 'This card entry was already used. Please enter the card again.',
  'payment.invalidEntry': 'This card entry is not valid. Please enter the card again.',
  'payment.otherRequestKey': 'This idempotency key belongs to another kind of request.',
  'sandbox.notATestCard':
    'Test payments only accept the published test card numbers, such as 4242 4242 4242 4242; no real card is charged here.',
  'sandbox.unknownToken': 'This card could not be found. Please enter the card again.',
  'sandbox.usedToken': 'This card entry has already been used. Please enter the card again.',
  'sandbox.noCustomer': 'A saved card needs a customer.',
  'sandbox.unknownCharge': 'No such payment.',
  'sandbox.overRefund': 'The refund is more than what is left of the payment.',
  'sandbox.amountPositive': 'The amount must be positive.',
  'sandbox.refundPositive': 'The refund must be positive.',
} as const;
