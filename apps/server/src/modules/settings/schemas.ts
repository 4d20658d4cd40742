import { z } from 'zod';

export const publicSettingSchema = z.object({ key: z.string(), value: z.string() });
export const adminSettingSchema = z.object({
  key: z.string(),
  value: z.string().describe('A secret reads "" when unset and "********" when set.'),
  prevValue: z.string().nullable(),
  type: z.string(),
  hint: z.string(),
  secret: z.boolean(),
  group: z.string(),
});
