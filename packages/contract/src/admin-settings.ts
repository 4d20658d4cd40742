import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { fieldText, msg } from './field-messages.ts';
import { described } from './values.ts';

/** One row of GET settings/admin (Admin): every catalogue key, secrets masked. */
export const adminSettingSchema = z.object({
  key: z.string(),
  name: described(
    z.string(),
    "The setting's name in the reader's language (Accept-Language, else her account's)",
  ),
  value: described(z.string(), 'A secret reads "" when unset and "********" when set.'),
  prevValue: z.nullable(z.string()),
  type: z.string(),
  hint: described(z.string(), "In the reader's language, as name"),
  secret: z.boolean(),
  group: z.string(),
});

export const adminSettingListSchema = z.array(adminSettingSchema);

export type AdminSetting = z.infer<typeof adminSettingSchema>;

/**
 * PUT settings/admin/{key}: the new value; a number or true/false is read as the text an administrator
 * would type. The value itself is judged by the domain's settings catalogue, by the server's service.
 */
export const adminSettingBody = z.object({
  value: z.union([z.string(), z.number(), z.boolean()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? fieldText(msg('setting.valueRequired'))
        : fieldText(msg('setting.valueText')),
  }),
});

export type AdminSettingRequest = z.input<typeof adminSettingBody>;

/** Its answer: the value stored, as text, and the one it replaced. */
export const savedSettingSchema = z.object({
  key: z.string(),
  value: z.string(),
  prevValue: z.nullable(z.string()),
});
export const adminSettingAnswer = updateResultSchema(savedSettingSchema);

export type SavedSetting = z.infer<typeof savedSettingSchema>;
