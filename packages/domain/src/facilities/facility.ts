import { checkSmsPhone } from '../auth/phone.ts';
import { msg, type DomainMessage } from '../messages/domain-message.ts';
import { checkSettingValue } from '../settings/check-setting.ts';

/** The facility every row of a deployment that has only one belongs to: its rows migrate into it. */
export const DEFAULT_FACILITY = 'default';

/** A slug is read in addresses and commands: short, like a DNS label. */
export const SLUG_MAX = 40;
const NAME_MAX = 100;

/** Lowercase letters, digits and hyphens, starting and ending with a letter or a digit ("north-shore"). */
export function isFacilitySlug(value: string): boolean {
  return value.length <= SLUG_MAX && /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(value);
}

/** A host name as DNS writes it, lowercase: labels of letters, digits and hyphens joined by dots. */
function isHostName(value: string): boolean {
  if (value.length === 0 || value.length > 253) return false;
  return value.split('.').every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label));
}

/**
 * The host a request names, as facilities are looked up by it: its Host header lowercased, without
 * its port or a final dot ("North.Example.org:8080" and "north.example.org." are "north.example.org").
 * An IPv6 literal keeps its brackets. Null for a header that names no host.
 */
export function requestHost(header: string | undefined): string | null {
  if (header === undefined) return null;
  const value = header.trim().toLowerCase();
  const bracketed = /^(\[[0-9a-f:.]+\])(?::\d{1,5})?$/.exec(value);
  if (bracketed) return bracketed[1] ?? null;
  const plain = /^([^:[\]\s/]+?)\.?(?::\d{1,5})?$/.exec(value);
  const host = plain?.[1];
  return host !== undefined && isHostName(host) ? host : null;
}

/** What an operator gives for a new facility (`facility add`, the organisation's page). */
export interface FacilityInput {
  slug: string;
  name: string;
  host: string;
  timeZone?: string | undefined;
  lat?: string | undefined;
  lng?: string | undefined;
  /** The phone of its first administrator. */
  admin?: string | undefined;
}

export interface NewFacility {
  slug: string;
  name: string;
  host: string;
  timeZone: string | null;
  location: { lat: string; lng: string } | null;
  /** E.164. */
  admin: string | null;
}

export type FacilityCheck = { ok: true; facility: NewFacility } | { ok: false; message: DomainMessage };

/** What the deployment already holds: a new facility's slug and host must be its own. */
export interface TakenNames {
  slugs: ReadonlySet<string>;
  hosts: ReadonlySet<string>;
}

const refused = (message: DomainMessage): FacilityCheck => ({ ok: false, message });

/**
 * A new facility as given, checked whole before anything is written: its slug and host its own, its
 * name on one line, and its time zone, location and administrator's phone as the settings and the
 * sign-in check them.
 */
export function checkNewFacility(input: FacilityInput, taken: TakenNames): FacilityCheck {
  const slug = input.slug.trim();
  if (!isFacilitySlug(slug)) return refused(msg('facility.slug', { max: SLUG_MAX, example: 'north-shore' }));
  if (taken.slugs.has(slug)) return refused(msg('facility.slugTaken', { slug }));
  const name = input.name.trim();
  if (name === '' || name.length > NAME_MAX || /\p{Cc}/u.test(name))
    return refused(msg('facility.name', { max: NAME_MAX }));
  const host = requestHost(input.host);
  if (host === null || host !== input.host.trim().toLowerCase().replace(/\.$/, ''))
    return refused(msg('facility.host', { example: 'north.mikvah.example.org' }));
  if (taken.hosts.has(host)) return refused(msg('facility.hostTaken', { host }));
  let timeZone: string | null = null;
  if (input.timeZone !== undefined) {
    const zone = checkSettingValue('timeZone', input.timeZone);
    if (!zone.ok) return refused(zone.message);
    timeZone = zone.value;
  }
  if ((input.lat === undefined) !== (input.lng === undefined)) return refused(msg('facility.location'));
  let location: NewFacility['location'] = null;
  if (input.lat !== undefined && input.lng !== undefined) {
    const lat = checkSettingValue('locationLat', input.lat);
    if (!lat.ok) return refused(lat.message);
    const lng = checkSettingValue('locationLong', input.lng);
    if (!lng.ok) return refused(lng.message);
    location = { lat: lat.value, lng: lng.value };
  }
  let admin: string | null = null;
  if (input.admin !== undefined) {
    const phone = checkSmsPhone(input.admin, 'any');
    if (!phone.ok) return refused(phone.message);
    admin = phone.e164;
  }
  return { ok: true, facility: { slug, name, host, timeZone, location, admin } };
}
