import { automaticSlotsTextsHe } from './he/automatic-slots.ts';
import { calendarTextsHe } from './he/calendar.ts';
import { capacityTextsHe } from './he/capacity.ts';
import { devicesBuildingTextsHe } from './he/devices-building.ts';
import { devicesDeskTextsHe } from './he/devices-desk.ts';
import { durationsTextsHe } from './he/durations.ts';
import { emailTextsHe } from './he/email.ts';
import { facilityTextsHe } from './he/facility.ts';
import { integrationsTextsHe } from './he/integrations.ts';
import { notificationsTextsHe } from './he/notifications.ts';
import { openingTextsHe } from './he/opening.ts';
import { otherTextsHe } from './he/other.ts';
import { prepayTextsHe } from './he/prepay.ts';
import { pricesTextsHe } from './he/prices.ts';
import { stagesTextsHe } from './he/stages.ts';
import { websiteTextsHe } from './he/website.ts';
import type { SettingTexts } from './types.ts';

/**
 * The settings' names and hints in Hebrew, one section per catalogue file, in the catalogue's order;
 * en.ts holds the same keys, and the type holds this object to every key of the catalogue and no other.
 */
export const settingTextsHe = {
  ...facilityTextsHe,
  ...calendarTextsHe,
  ...openingTextsHe,
  ...automaticSlotsTextsHe,
  ...capacityTextsHe,
  ...durationsTextsHe,
  ...pricesTextsHe,
  ...prepayTextsHe,
  ...notificationsTextsHe,
  ...websiteTextsHe,
  ...otherTextsHe,
  ...stagesTextsHe,
  ...emailTextsHe,
  ...devicesBuildingTextsHe,
  ...devicesDeskTextsHe,
  ...integrationsTextsHe,
} satisfies SettingTexts;
