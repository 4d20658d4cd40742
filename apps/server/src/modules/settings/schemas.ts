import { z } from 'zod';

// The public settings' answer is the web's too: it lives in the contract (docs/decisions/0034).
export { publicSettingSchema, publicSettingsSchema } from '@tevila/contract';

export const adminSettingSchema = z.object({
  key: z.string(),
  name: z
    .string()
    .describe("The setting's name in the reader's language (Accept-Language, else her account's)"),
  value: z.string().describe('A secret reads "" when unset and "********" when set.'),
  prevValue: z.string().nullable(),
  type: z.string(),
  hint: z.string().describe("In the reader's language, as name"),
  secret: z.boolean(),
  group: z.string(),
});
