import { describe, expect, it } from 'vitest';
import { checkSettingValue, settingDefinition, settingsCatalogue, settingTextOf } from '../src/index.ts';
import type { SettingText } from '../src/settings/texts/types.ts';
import { settingTextsEn } from '../src/settings/texts/en.ts';
import { settingTextsHe } from '../src/settings/texts/he.ts';

// Every key docs/product/site-and-staff.md §3 names, with camelCase names for the ones it describes in words.
/** A key's texts in one language; a key with none fails the test that asks. */
function textOf(key: string, language: 'en' | 'he'): SettingText {
  const text = settingTextOf(key, language);
  if (!text) throw new Error(`${key} has no ${language} name`);
  return text;
}
const en = (key: string) => textOf(key, 'en');
const he = (key: string) => textOf(key, 'he');

// prettier-ignore
const SPEC_KEYS = [
  // Capacity
  'roomsAvailable', 'roomsAvailableShower', 'roomsAvailableBath', 'roomsAvailableHandicapped',
  'roomsAvailableFriday', 'roomsAvailableKallah', 'parkingAvailable', 'parkingAvailableHandicapped',
  'reservationStartAtSameTime',
  // Durations
  'reservationMinutesShower', 'reservationMinutesBath', 'reservationMinutesDoubleSlot',
  'reservationMinutesFriday', 'cleaningMinutes', 'salonMinutes', 'lateGraceMinutes', 'reservationSlotIncrement',
  // Opening
  'openBeforeZmanMinutes', 'openBeforeZmanMinutesFriday', 'openMinutesFriday', 'openAfterShabbosMinutes',
  'reservationCutOffBeforeOpenHours', 'openUntilWinterHour', 'openMinimumMinutes',
  'openAfterShabbosMinimumMinutes', 'openAfterShabbosUntilWinterHour', 'dailyPMHour', 'dailyShutdownHour',
  'shutdown', 'shabbosMode', 'checkinBeforeOpenMinutes', 'selfCheckinLocationCheck',
  // Notifications and links
  'notificationDayBeforeDefaultHour', 'notificationDayOfDefaultHour', 'notificationDayOfSpecialText',
  'notificationReminderShortLink', 'feedbackLink', 'notificationRoomReady',
  // Other
  'roomAdminPasscode', 'roomSupplyItems', 'garageOpenMaxFeet', 'phoneNumber', 'receptionExtension', 'reservationRefundCutOffHours',
  // Automatic slots
  'addTimeMinSlots', 'addTimeCutoffHours', 'openMaxMinutes', 'openUntilMaxHour',
  // Email
  'smtpHost', 'smtpUser', 'smtpPassword', 'emailFrom', 'emailFromName', 'publicAppBaseUrl',
  // Devices
  'netMask', 'dmxNodeAddress', 'dmxPort', 'dmxBlinkOnMs', 'dmxBlinkOffMs', 'pagingAddress', 'pagingPort',
  'pagingUser', 'pagingPassword', 'pagingObject', 'pagingVolume', 'pagingGain', 'locationLat', 'locationLong',
  'modbusRelayAddress', 'shabbosCompressorDelayMinutes', 'printerLobbyKiosk', 'printerParkingKiosk',
  'printerReceptionEast', 'printerReceptionWest', 'terminalReceptionEast', 'terminalReceptionWest',
  'doorLockServerAddress', 'doorLockLogin', 'doorLockPassword', 'doorLockUseDryHallwayCodes',
  // Prices
  'priceShower', 'priceBath', 'priceParking', 'priceKallah', 'priceDoubleSlot', 'priceSalonManicure',
  'priceSalonBoth',
  // Website
  'websiteHomePageMessage', 'websiteBannerImage', 'websiteBannerDestinationUrl',
  // Stage durations
  'assignedMinutes', 'prepShowerMinutes', 'prepBathMinutes', 'prepDoubleSlotExtraMinutes',
  'waitingForSuppliesMinutes', 'readyForMikvahMinutes', 'inMikvahMinutes', 'dressingMinutes',
  'needsCleaningMinutes',
  // Integration keys
  'stripeSecretKey', 'stripePublishableKey', 'weatherApiKey', 'twilioAccountSid', 'twilioAuthToken',
  'twilioMessagingServiceSid', 'googleSiteKey', 'recaptchaSecret',
  // Prepay flags
  'reservationsRequirePrepayParking', 'reservationsRequirePrepayAll', 'reservationsMaximizeUtilization',
  'reservationsMaximizeUtilizationFriday',
];

// Keys docs/design.md adds.
// prettier-ignore
const DESIGN_KEYS = [
  'timeZone', 'zmanTevilahDegrees', 'zmanTevilahMinutes', 'weeklyOpening', 'openAfterFastMinutes',
  'pendingHoldMinutes', 'smsCountries', 'inIsrael', 'candleLightingMinutes', 'facilityName', 'facilityAddress',
  'facilityPhone', 'facilityEmail', 'socialMediaUrl', 'salonChairs',
];

// prettier-ignore
const SECRETS = [
  'smtpPassword', 'pagingPassword', 'doorLockPassword', 'stripeSecretKey', 'weatherApiKey', 'twilioAccountSid',
  'twilioAuthToken', 'twilioMessagingServiceSid', 'recaptchaSecret',
];

// prettier-ignore
const PUBLIC = [
  'priceShower', 'priceBath', 'priceParking', 'priceKallah', 'priceDoubleSlot', 'priceSalonManicure',
  'priceSalonBoth', 'googleSiteKey', 'stripePublishableKey', 'facilityName', 'facilityAddress', 'facilityPhone',
  'facilityEmail', 'websiteHomePageMessage', 'websiteBannerImage', 'websiteBannerDestinationUrl', 'phoneNumber',
  'receptionExtension', 'timeZone', 'shutdown', 'reservationsRequirePrepayAll', 'locationLat', 'locationLong',
];

const keys = settingsCatalogue.map((d) => d.key);

describe('settings catalogue', () => {
  it('holds every key of docs/product/site-and-staff.md §3 and the keys docs/design.md adds', () => {
    for (const key of [...SPEC_KEYS, ...DESIGN_KEYS]) expect(keys, key).toContain(key);
  });

  it('has unique keys', () => {
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every entry a hint, a group and a default that passes its own check unchanged', () => {
    for (const def of settingsCatalogue) {
      expect(en(def.key).hint.length, def.key).toBeGreaterThan(10);
      expect(def.group.length, def.key).toBeGreaterThan(0);
      expect(checkSettingValue(def.key, def.default), def.key).toEqual({ ok: true, value: def.default });
    }
  });

  it('names every entry in English and Hebrew, with a Hebrew hint, each name its own', () => {
    const hebrew = /[\u05d0-\u05ea]/;
    for (const def of settingsCatalogue) {
      expect(en(def.key).name.trim().length, def.key).toBeGreaterThan(2);
      expect(en(def.key).name, def.key).not.toBe(def.key);
      expect(he(def.key).name, def.key).toMatch(hebrew);
      expect(he(def.key).hint, def.key).toMatch(hebrew);
      expect(he(def.key).hint.length, def.key).toBeGreaterThan(10);
    }
    for (const texts of [settingTextsEn, settingTextsHe]) {
      // One file per language, each with exactly the catalogue's keys, in its order.
      expect(Object.keys(texts)).toEqual(settingsCatalogue.map((d) => d.key));
      const names = Object.values(texts).map((t) => t.name);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(settingTextOf('facilityName', 'en')?.name).toBe('Facility name');
    expect(settingTextOf('facilityName', 'he')?.name).toBe('שם המקווה');
    expect(settingTextOf('noSuchSetting', 'he')).toBeUndefined();
    for (const def of settingsCatalogue.filter((d) => d.type === 'hour'))
      expect(he(def.key).hint, def.key).toContain('22.5 = 22:30');
  });

  it("names each choice of a choice setting in both languages, and nothing else's", () => {
    for (const def of settingsCatalogue) {
      for (const language of ['en', 'he'] as const) {
        const choices = settingTextOf(def.key, language)?.choices;
        if (def.type === 'choice')
          expect(Object.keys(choices ?? {}).sort(), def.key).toEqual([...(def.choices ?? [])].sort());
        else expect(choices, def.key).toBeUndefined();
      }
    }
    expect(settingTextOf('doorLockSystem', 'he')?.choices?.['none']).toBe('ללא');
  });

  it('speaks to an administrator in words: no hint says True or False (a switch is on or off) or names a key', () => {
    const keys = settingsCatalogue.map((d) => d.key);
    for (const d of settingsCatalogue)
      for (const text of [en(d.key).name, he(d.key).name, en(d.key).hint, he(d.key).hint]) {
        expect(text, d.key).not.toMatch(/\b(True|False)\b/);
        for (const key of keys) expect(text, d.key).not.toMatch(new RegExp(`\\b${key}\\b`));
      }
  });

  it('bounds every number, with min below max', () => {
    for (const def of settingsCatalogue.filter((d) => ['int', 'decimal', 'hour'].includes(d.type))) {
      expect(def.min, def.key).toBeTypeOf('number');
      expect(def.max, def.key).toBeTypeOf('number');
      expect(def.min!, def.key).toBeLessThan(def.max!);
    }
  });

  it('keeps passwords, keys and tokens secret, and only those', () => {
    const secret = settingsCatalogue.filter((d) => d.visibility === 'secret').map((d) => d.key);
    expect(secret.sort()).toEqual([...SECRETS].sort());
    for (const key of SECRETS) expect(settingDefinition(key)?.type).toBe('secret');
  });

  it('makes public what the web app renders', () => {
    for (const key of PUBLIC) expect(settingDefinition(key)?.visibility, key).toBe('public');
  });

  it('carries the hints of docs/product/site-and-staff.md §5', () => {
    for (const def of settingsCatalogue.filter((d) => d.type === 'hour')) {
      expect(en(def.key).hint, def.key).toContain('22.5 = 10:30 pm');
      expect(def.max, def.key).toBe(23.99);
    }
    expect(en('roomAdminPasscode').hint).toContain('4 digits');
    expect(en('websiteBannerImage').hint).toContain('entire URL');
    expect(en('websiteBannerDestinationUrl').hint).toContain('entire URL');
    expect(en('openMaxMinutes').hint).toContain('not later than 23.99');
  });

  it('defaults to 28 rooms whose typed pools fill them exactly', () => {
    const n = (key: string) => Number(settingDefinition(key)?.default);
    expect(n('roomsAvailable')).toBe(28);
    expect(
      n('roomsAvailableShower') +
        n('roomsAvailableBath') +
        n('roomsAvailableHandicapped') +
        n('roomsAvailableKallah'),
    ).toBe(28);
    expect(n('roomsAvailableFriday')).toBeLessThanOrEqual(28);
  });

  it('defaults as docs/design.md fixes them', () => {
    const d = (key: string) => settingDefinition(key)?.default;
    expect(d('timeZone')).toBe('America/Los_Angeles');
    expect(d('zmanTevilahDegrees')).toBe('8.5');
    expect(d('zmanTevilahMinutes')).toBe('');
    expect(d('weeklyOpening')).toBe('False');
    expect(d('pendingHoldMinutes')).toBe('20');
    expect(d('smsCountries')).toBe('US,CA,IL,GB,FR');
    expect(d('inIsrael')).toBe('False');
    expect(d('candleLightingMinutes')).toBe('18');
    expect(d('reservationSlotIncrement')).toBe('15');
    expect(d('priceShower')).toBe('36');
    expect(d('priceBath')).toBe('50');
    // docs/design.md §6 bounds the salon; two chairs, as before the setting existed.
    expect(d('salonChairs')).toBe('2');
    expect(settingDefinition('salonChairs')).toMatchObject({
      type: 'int',
      visibility: 'admin',
      group: 'Capacity',
    });
  });

  it('answers undefined for an unknown key', () => {
    expect(settingDefinition('noSuchSetting')).toBeUndefined();
  });
});
