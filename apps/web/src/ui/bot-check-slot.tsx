/**
 * Where a public form's bot check goes (spec 000 §2 Donate, DESIGN §7: reCAPTCHA v3 or the
 * self-hosted default, action 'social'). The widget arrives with the public-site work; until then the
 * slot renders nothing and the form sends no reCaptchaTokenResponse.
 */
export function BotCheckSlot(_props: { action: 'social'; onToken?: (token: string) => void }) {
  return null;
}
