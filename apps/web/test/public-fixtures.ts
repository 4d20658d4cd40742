import {
  adminSettingAnswer,
  adminSettingSchema,
  formSentAnswer,
  gateOpeningAnswer,
  nullResultAnswer,
  scheduleOverrideAnswer,
  scheduleOverrideListSchema,
  scheduleSchema,
  tourListSchema,
  type AdminSetting,
  type ScheduleDay,
  type ScheduleOverride,
  type Tour,
} from '@tevila/contract';
import { settingDefinition } from '@tevila/domain';
import { z } from 'zod/mini';

/*
 * The answers of the public pages', the schedule's and the settings' calls, built through the
 * contract's schemas (docs/decisions/0034): a fixture that drifts from the server's shape fails the
 * test that builds it.
 */

/** The schedule's nights, as GET settings/schedule writes them. */
export const scheduleAnswer = (nights: readonly ScheduleDay[]): ScheduleDay[] =>
  z.parse(scheduleSchema, nights);

/** The overrides from tonight on, as GET settings/schedule/overrides writes them. */
export const overridesAnswer = (overrides: readonly ScheduleOverride[]): ScheduleOverride[] =>
  z.parse(scheduleOverrideListSchema, overrides);

/** PUT settings/schedule/overrides/{date}'s answer: the override stored. */
export const overrideSaved = (override: ScheduleOverride) =>
  z.parse(scheduleOverrideAnswer, { success: true, errorMessage: null, result: override });

/** DELETE settings/schedule/overrides/{date}'s answer. */
export const overrideRemoved = () =>
  z.parse(nullResultAnswer, { success: true, errorMessage: null, result: null });

/**
 * One row of GET settings/admin; named by its key and in its catalogue's group unless told otherwise
 * (the server names it in the reader's language).
 */
export const adminSetting = (
  key: string,
  type: string,
  value: string,
  extra: Partial<AdminSetting> = {},
): AdminSetting =>
  z.parse(adminSettingSchema, {
    key,
    name: key,
    value,
    prevValue: null,
    type,
    hint: `Hint of ${key}.`,
    secret: false,
    group: settingDefinition(key)?.group ?? 'Other',
    ...extra,
  } satisfies AdminSetting);

/** PUT settings/admin/{key}'s answer: the value stored and the one it replaced. */
export const settingSaved = (key: string, value: string, prevValue: string | null = null) =>
  z.parse(adminSettingAnswer, { success: true, errorMessage: null, result: { key, value, prevValue } });

/** The upcoming tours, as GET tours writes them. */
export const toursAnswer = (tours: readonly Tour[]): Tour[] => z.parse(tourListSchema, tours);

/** A public form's answer once sent (the contact form, a tour's sign-up). */
export const formSent = () => z.parse(formSentAnswer, { success: true, errorMessage: null });

/** A gate's opening, as garage/open and opengaragedoor answer it. */
export const gateOpening = (message = 'The gate is opening.') =>
  z.parse(gateOpeningAnswer, { success: true, errorMessage: null, result: null, message });
