import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { adminSettingAnswer, adminSettingBody, adminSettingListSchema } from '../admin-settings.ts';
import { publicSettingsSchema } from '../public-answers.ts';
import { settingsApi as routes } from '../routes/settings.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { notModified } from './not-modified.ts';
import { failureSchema, guarded } from './refusals.ts';

export const settingsEndpoints = {
  publicSettings: endpoint(routes.publicSettings, { answers: { 200: publicSettingsSchema, ...notModified } }),
  adminSettings: endpoint(routes.adminSettings, { answers: { 200: adminSettingListSchema, ...guarded } }),
  adminSetting: endpoint(routes.adminSetting, {
    params: z.object({ key: z.string().max(100) }),
    body: adminSettingBody,
    answers: { 200: adminSettingAnswer, 400: failureSchema, 404: messageSchema, ...guarded },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
