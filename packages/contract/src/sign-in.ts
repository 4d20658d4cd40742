import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { described } from './values.ts';

/** Text, null or left out: the sign-in service judges each value and answers its own sentence. */
const text = () => z.nullish(z.string());

/** POST account/register (docs/design.md §5, "Phone sign-in"): send a sign-in code by SMS. */
export const registerBody = z.object({
  userName: described(text(), 'Ignored: the user name is the phone number without "+".'),
  phone: described(text(), 'E.164, such as +13105551234, or the same digits without "+".'),
  email: text(),
  password: described(text(), 'Ignored: set a password with account/setpassword once signed in.'),
  language: described(text(), '"en" or "he": the language of the text message.'),
});

export type RegisterRequest = z.input<typeof registerBody>;

/** POST account/registrationVerify: the code she received, for the number it went to. */
export const verifyBody = z.object({
  phoneNumber: text(),
  authCode: z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((v) => (v === null || v === undefined ? v : String(v))),
  ),
});

export type VerifyRequest = z.input<typeof verifyBody>;

/** What a verified phone earns: a device secret that POST /api/token accepts as the password. */
export const credentialsSchema = z.object({
  userName: z.string(),
  passwd: described(
    z.string(),
    'A device secret: the password for POST /api/token. Keep it; it is shown once.',
  ),
});

export type Credentials = z.infer<typeof credentialsSchema>;

export const verifyAnswer = updateResultSchema(credentialsSchema);
