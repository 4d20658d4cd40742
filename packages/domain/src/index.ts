// Public API of the domain package: pure functions and types shared by server and web.
export * from './dates.ts';

export type * from './settings/types.ts';
export { settingsCatalogue, settingDefinition, isSettingKey, type SettingKey } from './settings/catalogue.ts';
export { checkSettingValue } from './settings/check-setting.ts';
export {
  readSettings,
  publicSettings,
  defaultSettingValues,
  effectiveSettingValue,
  type FacilitySettings,
  type PriceCents,
} from './settings/read-settings.ts';

export type * from './schedule/types.ts';
export { scheduleNight, scheduleRange } from './schedule/schedule-night.ts';
export { zmanimFor, type Zmanim } from './schedule/zmanim.ts';
export { hebrewNumeral, hebrewMonthNameHe } from './schedule/hebrew-display.ts';
export { needsAddedTime, addableSlots, withAddedSlots } from './schedule/add-time.ts';
export { scheduleOverrideBodySchema, scheduleOverrideSchema } from './schedule/override-schema.ts';

export { roleNames, isRoleName, userReaderRoles, hasAnyRole, type RoleName } from './auth/roles.ts';
export { checkSmsPhone, countryList, phoneMessages, type PhoneCheck } from './auth/phone.ts';
export {
  signInLimits,
  HOUR_MS,
  codeMessages,
  isCodeFormat,
  codeSendRefusal,
  verificationCodeText,
  type CodeSendHistory,
  type CodeSendRefusal,
  type MessageLanguage,
} from './auth/sign-in-rules.ts';
export {
  planUserPatch,
  normalizePlates,
  patronPatchFields,
  adminPatchFields,
  MAX_PATCH_OPERATIONS,
  type UserPatchField,
  type UserPatchValues,
  type UserPatchOperation,
  type UserPatchPlan,
} from './auth/user-patch.ts';
