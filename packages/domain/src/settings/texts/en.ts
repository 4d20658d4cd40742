import { automaticSlotsTextsEn } from './en/automatic-slots.ts';
import { calendarTextsEn } from './en/calendar.ts';
import { capacityTextsEn } from './en/capacity.ts';
import { devicesBuildingTextsEn } from './en/devices-building.ts';
import { devicesDeskTextsEn } from './en/devices-desk.ts';
import { durationsTextsEn } from './en/durations.ts';
import { emailTextsEn } from './en/email.ts';
import { facilityTextsEn } from './en/facility.ts';
import { integrationsTextsEn } from './en/integrations.ts';
import { notificationsTextsEn } from './en/notifications.ts';
import { openingTextsEn } from './en/opening.ts';
import { otherTextsEn } from './en/other.ts';
import { prepayTextsEn } from './en/prepay.ts';
import { pricesTextsEn } from './en/prices.ts';
import { stagesTextsEn } from './en/stages.ts';
import { websiteTextsEn } from './en/website.ts';
import type { SettingTexts } from './types.ts';

/**
 * The settings' names and hints in English, one section per catalogue file, in the catalogue's order;
 * he.ts holds the same keys, and the type holds this object to every key of the catalogue and no other.
 */
export const settingTextsEn = {
  ...facilityTextsEn,
  ...calendarTextsEn,
  ...openingTextsEn,
  ...automaticSlotsTextsEn,
  ...capacityTextsEn,
  ...durationsTextsEn,
  ...pricesTextsEn,
  ...prepayTextsEn,
  ...notificationsTextsEn,
  ...websiteTextsEn,
  ...otherTextsEn,
  ...stagesTextsEn,
  ...emailTextsEn,
  ...devicesBuildingTextsEn,
  ...devicesDeskTextsEn,
  ...integrationsTextsEn,
} satisfies SettingTexts;
