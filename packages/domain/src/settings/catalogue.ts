import type { SettingDefinition } from './types.ts';
import { automaticSlotSettings } from './catalogue/automatic-slots.ts';
import { calendarSettings } from './catalogue/calendar.ts';
import { capacitySettings } from './catalogue/capacity.ts';
import { buildingDeviceSettings } from './catalogue/devices-building.ts';
import { deskDeviceSettings } from './catalogue/devices-desk.ts';
import { durationSettings } from './catalogue/durations.ts';
import { emailSettings } from './catalogue/email.ts';
import { facilitySettings } from './catalogue/facility.ts';
import { integrationSettings } from './catalogue/integrations.ts';
import { notificationSettings } from './catalogue/notifications.ts';
import { openingSettings } from './catalogue/opening.ts';
import { otherSettings } from './catalogue/other.ts';
import { prepaySettings } from './catalogue/prepay.ts';
import { priceSettings } from './catalogue/prices.ts';
import { stageSettings } from './catalogue/stages.ts';
import { websiteSettings } from './catalogue/website.ts';

// Kept `as const` so that the typed settings object (read-settings.ts) is derived from it.
const catalogue = [
  ...facilitySettings,
  ...calendarSettings,
  ...openingSettings,
  ...automaticSlotSettings,
  ...capacitySettings,
  ...durationSettings,
  ...priceSettings,
  ...prepaySettings,
  ...notificationSettings,
  ...websiteSettings,
  ...otherSettings,
  ...stageSettings,
  ...emailSettings,
  ...buildingDeviceSettings,
  ...deskDeviceSettings,
  ...integrationSettings,
] as const;

export type CatalogueEntry = (typeof catalogue)[number];
export type SettingKey = CatalogueEntry['key'];

/** Every setting the site knows, in the order the admin screen shows them. */
export const settingsCatalogue: readonly SettingDefinition[] = catalogue;

const byKey: ReadonlyMap<string, SettingDefinition> = new Map(settingsCatalogue.map((d) => [d.key, d]));

export function settingDefinition(key: string): SettingDefinition | undefined {
  return byKey.get(key);
}

export function isSettingKey(key: string): key is SettingKey {
  return byKey.has(key);
}
