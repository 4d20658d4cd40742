import { settingDefinition } from './catalogue.ts';
import type { SettingCheck, SettingDefinition } from './types.ts';

const MAX_LINE = 500;
const MAX_TEXT = 5000;
const MAX_SECRET = 1000;

const ok = (value: string): SettingCheck => ({ ok: true, value });
const fail = (message: string): SettingCheck => ({ ok: false, message });

/**
 * Checks a value an administrator typed for a setting and returns it normalised as stored
 * ("true" → "True", " 007 " → "7"), or a sentence saying what is wrong.
 */
export function checkSettingValue(key: string, value: string): SettingCheck {
  const def = settingDefinition(key);
  if (!def) return fail('Unknown setting.');
  if (typeof value !== 'string') return fail('Must be text.');
  return checkByType(def, value);
}

function checkByType(def: SettingDefinition, value: string): SettingCheck {
  const v = value.trim();
  switch (def.type) {
    case 'int':
    case 'decimal':
    case 'hour':
      return checkNumber(def, v);
    case 'bool':
      if (/^true$/i.test(v)) return ok('True');
      if (/^false$/i.test(v)) return ok('False');
      return fail('Must be True or False.');
    case 'string':
      return checkLine(v, MAX_LINE);
    case 'secret':
      return checkLine(v, MAX_SECRET);
    case 'text': {
      const text = v.replace(/\r\n?/g, '\n');
      return text.length > MAX_TEXT ? fail(`Must be at most ${MAX_TEXT} characters.`) : ok(text);
    }
    case 'url':
      if (v === '' || isWholeUrl(v)) return checkLine(v, MAX_LINE);
      return fail('Must be an entire URL, starting with https:// or http://, like https://example.org/page.');
    case 'email':
      if (v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) return checkLine(v, MAX_LINE);
      return fail('Must be an email address, like name@example.org.');
    case 'phone': {
      const digits = v.replace(/\D/g, '').length;
      if (v === '' || (/^\+?[\d\s().-]+$/.test(v) && digits >= 7 && digits <= 15)) return ok(v);
      return fail('Must be a phone number, like (323) 555-0100.');
    }
    case 'passcode4':
      return /^\d{4}$/.test(v) ? ok(v) : fail('Must be exactly 4 digits.');
    case 'timezone':
      return checkTimeZone(v);
    case 'countries':
      return checkCountries(v);
    case 'ip':
      return v === '' || isHostWithPort(v)
        ? ok(v)
        : fail('Must be an address or host name, optionally with :port, like 192.168.1.20:9100.');
  }
}

function checkLine(v: string, max: number): SettingCheck {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(v)) return fail('Must be a single line.');
  return v.length > max ? fail(`Must be at most ${max} characters.`) : ok(v);
}

function checkNumber(def: SettingDefinition, v: string): SettingCheck {
  if (v === '' && def.optional) return ok('');
  const isInt = def.type === 'int';
  const pattern = isInt ? /^[+-]?\d+$/ : /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
  const hourSentence = `Must be an hour as a 24-hour decimal from ${def.min ?? 0} to ${def.max ?? 23.99}, like 22.5 for 10:30 pm.`;
  if (!pattern.test(v)) {
    if (isInt) return fail('Must be a whole number.');
    return fail(def.type === 'hour' ? hourSentence : 'Must be a number.');
  }
  const n = Number(v);
  if (!Number.isFinite(n) || (isInt && !Number.isSafeInteger(n))) return fail('Must be a smaller number.');
  if (def.decimals !== undefined && (v.split('.')[1] ?? '').length > def.decimals) {
    return fail(`Must have at most ${def.decimals} decimal places.`);
  }
  // An hour out of range ("25") is not a time of day at all: say what an hour looks like.
  if (
    def.type === 'hour' &&
    ((def.min !== undefined && n < def.min) || (def.max !== undefined && n > def.max))
  )
    return fail(hourSentence);
  if (def.min !== undefined && n < def.min) return fail(`Must be at least ${def.min}.`);
  if (def.max !== undefined && n > def.max) return fail(`Must be at most ${def.max}.`);
  return ok(String(n));
}

function checkTimeZone(v: string): SettingCheck {
  const message = 'Must be a time zone name, like America/Los_Angeles.';
  if (v === '') return fail(message);
  try {
    return ok(new Intl.DateTimeFormat('en-US', { timeZone: v }).resolvedOptions().timeZone);
  } catch {
    return fail(message);
  }
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

function checkCountries(v: string): SettingCheck {
  const codes = v
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => c !== '');
  if (codes.length === 0) return fail('Must list at least one country code, like US,CA,IL.');
  for (const code of codes) {
    if (!/^[A-Z]{2}$/.test(code) || regionNames.of(code) === undefined) {
      return fail(`${code} is not a two-letter country code; write them like US,CA,IL.`);
    }
  }
  return ok([...new Set(codes)].join(','));
}

/**
 * An entire web address: http(s)://, a host that is a dotted name (each label well formed, the last
 * one letters), localhost or an IPv4 address, an optional port, then any path without spaces.
 */
function isWholeUrl(v: string): boolean {
  const m = /^https?:\/\/([^\s/?#:@]+)(?::(\d{1,5}))?(?:[/?#]\S*)?$/i.exec(v);
  if (!m) return false;
  const host = m[1] ?? '';
  if (m[2] !== undefined && (Number(m[2]) < 1 || Number(m[2]) > 65535)) return false;
  if (host.toLowerCase() === 'localhost') return true;
  if (/^[\d.]+$/.test(host))
    return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) && host.split('.').every((o) => Number(o) <= 255);
  const labels = host.split('.');
  return (
    labels.length >= 2 &&
    labels.every((l) =>
      /^[a-z\d\u00a1-\uffff](?:[a-z\d\u00a1-\uffff-]{0,61}[a-z\d\u00a1-\uffff])?$/i.test(l),
    ) &&
    /^(?:[a-z\u00a1-\uffff]{2,63}|xn--[a-z\d-]{1,59})$/i.test(labels[labels.length - 1] ?? '')
  );
}

function isHostWithPort(v: string): boolean {
  const m = /^(\[[0-9a-f:.]+\]|[^\s:/]+)(?::(\d{1,5}))?$/i.exec(v);
  if (!m) return false;
  const host = m[1] ?? '';
  const port = m[2] === undefined ? 1 : Number(m[2]);
  if (port < 1 || port > 65535) return false;
  if (host.startsWith('[')) return true;
  if (/^[\d.]+$/.test(host))
    return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) && host.split('.').every((o) => Number(o) <= 255);
  return /^(?=.{1,253}$)[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/i.test(
    host,
  );
}
