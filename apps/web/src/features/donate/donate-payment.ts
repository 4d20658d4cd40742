import { ApiError } from '../../api/api-error';
import { postContactForm } from '../../api/contact-form';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { makePayment } from '../../api/make-payment';
import type { CardToken } from '../../api/sandbox-token';
import type { Text } from '../../islands/island-texts';
import type { BotCheckHandle } from '../../ui/bot-check-handle';
import { donationRequest, donorPhone, noticeMessage, type DonateFields, type Donor } from './donate-rules';
import type { DonateMethod } from './payment-method-section';

/**
 * Pays her donation (docs/product/booking.md §4 Donation flow): a guest's payment carries the bot check
 * (docs/design.md §7), a signed-in donor is not asked; then the office's 'New Payment' notice, whose
 * failure is ignored. Rejects with the error to show.
 */
export async function payDonation({
  fields,
  donor,
  chosen,
  token,
  botCheck,
  text,
}: {
  fields: DonateFields;
  donor: Donor | null;
  chosen: Exclude<DonateMethod, null>;
  token: CardToken | null;
  botCheck: BotCheckHandle | null;
  text: Text;
}): Promise<void> {
  const signedIn = donor !== null;
  const robotToken = signedIn ? null : await botCheck?.take();
  if (!signedIn && !robotToken) throw new ApiError('server', text('botCheck.required'));
  await makePayment(
    {
      ...donationRequest(fields, donor),
      ...(chosen.method === 'saved'
        ? { sourceCard: chosen.cardId }
        : { sourceToken: token?.id ?? '', saveCard: signedIn }),
      ...(robotToken ? { reCaptchaTokenResponse: robotToken } : {}),
    },
    newIdempotencyKey(),
  );
  // The notice needs its own token (each is accepted once), taken while the widget is still shown.
  const noticeToken = await botCheck?.take().catch(() => null);
  postContactForm({
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    email: fields.email.trim(),
    message: noticeMessage(fields, donorPhone(fields, donor)),
    ...(noticeToken ? { reCaptchaTokenResponse: noticeToken } : {}),
  }).catch(() => undefined);
}
