import { z } from 'zod/mini';
import { whole } from './values.ts';

/** GET settings: one public setting (values are text: "True", "36"). */
export const publicSettingSchema = z.object({ key: z.string(), value: z.string() });
export const publicSettingsSchema = z.array(publicSettingSchema);
export type PublicSetting = z.infer<typeof publicSettingSchema>;

/** POST /api/token's answer (docs/design.md §5): an access token, its refresh token, who she is. */
export const tokenAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: whole(),
  refresh_token: z.string(),
  userId: z.string(),
  roles: z.array(z.string()),
  userName: z.string(),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;
