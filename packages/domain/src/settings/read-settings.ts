import { settingsCatalogue } from './catalogue.ts';
import { priceSettings } from './catalogue/prices.ts';
import { checkSettingValue } from './check-setting.ts';
import type { FacilitySettings, PriceCents } from './facility-settings.ts';
import type { RawSettings, SettingDefinition } from './types.ts';

export type { FacilitySettings, PriceCents };

export function defaultSettingValues(): Record<string, string> {
  return Object.fromEntries(settingsCatalogue.map((d) => [d.key, d.default]));
}

/** The stored value if it passes its check, else the default; always normalised. */
export function effectiveSettingValue(def: SettingDefinition, raw: RawSettings): string {
  const stored = Object.hasOwn(raw, def.key) ? raw[def.key] : undefined;
  if (stored === undefined) return def.default;
  const check = checkSettingValue(def.key, stored);
  return check.ok ? check.value : def.default;
}

/** The settings a browser may see (GET settings), defaults filled in. */
export function publicSettings(raw: RawSettings): { key: string; value: string }[] {
  return settingsCatalogue
    .filter((d) => d.visibility === 'public')
    .map((d) => ({ key: d.key, value: effectiveSettingValue(d, raw) }));
}

/**
 * The prices in integer cents, from the dollars the settings hold (a missing or bad value as its
 * default): what the server charges and what the web shows are the same numbers.
 */
export function readPriceCents(raw: RawSettings): PriceCents {
  const cents = (key: string): number => {
    const def = priceSettings.find((d) => d.key === key);
    return def ? Math.round(Number(effectiveSettingValue(def, raw)) * 100) : 0;
  };
  return {
    shower: cents('priceShower'),
    bath: cents('priceBath'),
    parking: cents('priceParking'),
    kallah: cents('priceKallah'),
    doubleSlot: cents('priceDoubleSlot'),
    salonManicure: cents('priceSalonManicure'),
    salonBoth: cents('priceSalonBoth'),
  };
}

export function readSettings(raw: RawSettings): FacilitySettings {
  const values: Record<string, number | boolean | string | PriceCents | null> = {};
  for (const def of settingsCatalogue) values[def.key] = typed(def, effectiveSettingValue(def, raw));
  // Added to the same object, never spread into a new one: a copy of this many keys gets a hidden
  // class of its own, so each facility's settings would have one and every read of a setting on a
  // request's path would see as many as there are facilities (docs/facilities.md, "Before H").
  values.priceCents = readPriceCents(raw);
  // FacilitySettings is derived from the catalogue entry by entry, and the loop fills every key with the
  // value its entry's type gives; the compiler cannot follow that through a loop.
  return values as unknown as FacilitySettings;
}

function typed(def: SettingDefinition, value: string): number | boolean | string | null {
  switch (def.type) {
    case 'int':
    case 'decimal':
    case 'hour':
      return value === '' ? null : Number(value);
    case 'bool':
      return value === 'True';
    default:
      return value;
  }
}
