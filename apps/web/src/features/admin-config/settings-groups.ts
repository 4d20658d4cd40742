import { settingsCatalogue } from '@tevila/domain';
import type { AdminSetting } from './api/admin-settings';

export interface SettingGroup {
  /** The catalogue's group name (docs/product/site-and-staff.md §3). */
  name: string;
  settings: AdminSetting[];
}

/** The catalogue's groups in its own order; the screen lists them so. */
const groupOrder: readonly string[] = [...new Set(settingsCatalogue.map((d) => d.group))];
const keyOrder: ReadonlyMap<string, number> = new Map(settingsCatalogue.map((d, i) => [d.key, i]));

/** A setting's group: the server's word (the catalogue's group of its key). */
export const groupOf = (setting: AdminSetting): string => setting.group;

/** How the search reads a setting: its group's name as the page shows it, and whether keys count. */
export interface SearchScope {
  /** The group's name in the page's language (group-label); without it, the catalogue's. */
  groupLabel?: (group: string) => string;
  /** The keys are searched only while the page shows them (the technical names). */
  keys?: boolean;
}

/**
 * Whether a setting matches the search box: every word is in its name, its hint or its group's name,
 * all in the page's language, ignoring case (and in its key, when the keys are shown).
 */
export function matchesSearch(setting: AdminSetting, search: string, scope: SearchScope = {}): boolean {
  const words = search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const group = scope.groupLabel ? scope.groupLabel(setting.group) : setting.group;
  const text = [setting.name, setting.hint, group, scope.keys ? setting.key : '']
    .join(' ')
    .toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

/** The settings that match, grouped and ordered as the catalogue orders them; empty groups left out. */
export function groupSettings(
  settings: readonly AdminSetting[],
  search = '',
  scope: SearchScope = {},
): SettingGroup[] {
  const groups = new Map<string, AdminSetting[]>();
  for (const setting of settings) {
    if (!matchesSearch(setting, search, scope)) continue;
    const name = groupOf(setting);
    groups.set(name, [...(groups.get(name) ?? []), setting]);
  }
  const rank = (name: string) => {
    const i = groupOrder.indexOf(name);
    return i === -1 ? groupOrder.length : i;
  };
  const keyRank = (key: string) => keyOrder.get(key) ?? keyOrder.size;
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([name, list]) => ({
      name,
      settings: [...list].sort((a, b) => keyRank(a.key) - keyRank(b.key) || a.key.localeCompare(b.key)),
    }));
}
