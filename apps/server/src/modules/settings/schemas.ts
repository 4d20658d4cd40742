// The public settings' answer and the administration's settings calls are the web's too: they live in
// the contract (docs/decisions/0034).
export {
  adminSettingAnswer,
  adminSettingBody,
  adminSettingListSchema,
  publicSettingSchema,
  publicSettingsSchema,
} from '@tevila/contract';
