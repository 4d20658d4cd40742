import { z } from 'zod';

export const publicSettingSchema = z.object({ key: z.string(), value: z.string() });
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
