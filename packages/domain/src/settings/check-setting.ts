import { dateTimeFormat } from '../intl-formats.ts';
import { isEmailAddress } from '../email-address.ts';
import { pagingZone } from '../building-devices/paging.ts';
import { isConnectedAccountId, isReaderId } from '../payments/terminals.ts';
import { msg, type DomainMessage } from '../messages/domain-message.ts';
import { settingDefinition } from './catalogue.ts';
import type { SettingCheck, SettingDefinition } from './types.ts';

const MAX_LINE = 500;
const MAX_TEXT = 5000;
const MAX_SECRET = 1000;

const ok = (value: string): SettingCheck => ({ ok: true, value });
const fail = (message: DomainMessage): SettingCheck => ({ ok: false, message });

/**
 * Checks a value an administrator typed for a setting and returns it normalised as stored
 * ("true" → "True", " 007 " → "7"), or a sentence saying what is wrong.
 */
export function checkSettingValue(key: string, value: string): SettingCheck {
  const def = settingDefinition(key);
  if (!def) return fail(msg('setting.unknown'));
  if (typeof value !== 'string') return fail(msg('setting.text'));
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
      return fail(msg('setting.bool'));
    case 'string':
      return checkLine(v, MAX_LINE);
    case 'secret':
      return checkLine(v, MAX_SECRET);
    case 'text': {
      const text = v.replace(/\r\n?/g, '\n');
      return text.length > MAX_TEXT ? fail(msg('value.atMostChars', { max: MAX_TEXT })) : ok(text);
    }
    case 'url':
      if (v === '') return ok(v);
      if (!isWholeUrl(v)) return fail(msg('setting.url'));
      if (!isSecureOrLoopback(v)) return fail(msg('setting.urlHttps'));
      return checkLine(v, MAX_LINE);
    case 'email':
      if (v === '' || isEmailAddress(v)) return checkLine(v, MAX_LINE);
      return fail(msg('setting.email'));
    case 'phone': {
      const digits = v.replace(/\D/g, '').length;
      if (v === '' || (/^\+?[\d\s().-]+$/.test(v) && digits >= 7 && digits <= 15)) return ok(v);
      return fail(msg('setting.phone'));
    }
    case 'passcode4':
      return /^\d{4}$/.test(v) ? ok(v) : fail(msg('setting.passcode4'));
    case 'timezone':
      return checkTimeZone(v);
    case 'countries':
      return checkCountries(v);
    case 'ip':
      return v === '' || isHostWithPort(v) ? ok(v) : fail(msg('setting.ip'));
    case 'zone':
      return pagingZone(v) === null ? fail(msg('setting.pagingZone')) : ok(v);
    case 'reader':
      return v === '' || isReaderId(v) ? ok(v) : fail(msg('setting.readerId'));
    case 'account':
      return v === '' || isConnectedAccountId(v) ? ok(v) : fail(msg('setting.connectedAccount'));
    case 'choice': {
      const choices = def.choices ?? [];
      const found = choices.find((c) => c.toLowerCase() === v.toLowerCase());
      return found !== undefined ? ok(found) : fail(msg('setting.choice', { choices: choices.join(', ') }));
    }
  }
}

function checkLine(v: string, max: number): SettingCheck {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(v)) return fail(msg('setting.singleLine'));
  return v.length > max ? fail(msg('value.atMostChars', { max })) : ok(v);
}

function checkNumber(def: SettingDefinition, v: string): SettingCheck {
  if (v === '' && def.optional) return ok('');
  const isInt = def.type === 'int';
  const pattern = isInt ? /^[+-]?\d+$/ : /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
  const hourSentence = msg('setting.hour', { min: def.min ?? 0, max: def.max ?? 23.99 });
  if (!pattern.test(v)) {
    if (isInt) return fail(msg('setting.wholeNumber'));
    return fail(def.type === 'hour' ? hourSentence : msg('setting.number'));
  }
  const n = Number(v);
  if (!Number.isFinite(n) || (isInt && !Number.isSafeInteger(n))) return fail(msg('setting.smaller'));
  if (def.decimals !== undefined && (v.split('.')[1] ?? '').length > def.decimals) {
    return fail(msg('setting.decimals', { decimals: def.decimals }));
  }
  // An hour out of range ("25") is not a time of day at all: say what an hour looks like.
  if (
    def.type === 'hour' &&
    ((def.min !== undefined && n < def.min) || (def.max !== undefined && n > def.max))
  )
    return fail(hourSentence);
  if (def.min !== undefined && n < def.min) return fail(msg('setting.atLeast', { min: def.min }));
  if (def.max !== undefined && n > def.max) return fail(msg('setting.atMost', { max: def.max }));
  return ok(String(n));
}

function checkTimeZone(v: string): SettingCheck {
  const message = msg('setting.timeZone');
  if (v === '') return fail(message);
  try {
    return ok(dateTimeFormat('en-US', { timeZone: v }).resolvedOptions().timeZone);
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
  if (codes.length === 0) return fail(msg('setting.countriesNone'));
  for (const code of codes) {
    if (!/^[A-Z]{2}$/.test(code) || regionNames.of(code) === undefined) {
      return fail(msg('setting.countryCode', { code }));
    }
  }
  return ok([...new Set(codes)].join(','));
}

/**
 * An entire web address: http(s)://, a host that is a dotted name (each label well formed, the last
 * one letters), localhost, an IPv4 address or [::1], an optional port, then any path without spaces.
 */
function isWholeUrl(v: string): boolean {
  const m = /^https?:\/\/(\[::1\]|[^\s/?#:@[\]]+)(?::(\d{1,5}))?(?:[/?#]\S*)?$/i.exec(v);
  if (!m) return false;
  const host = m[1] ?? '';
  if (m[2] !== undefined && (Number(m[2]) < 1 || Number(m[2]) > 65535)) return false;
  if (host === '[::1]' || host.toLowerCase() === 'localhost') return true;
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

/** Hosts that are this computer: http:// is allowed only for them, so a facility can try a page locally. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Every address the site shows or sends (a banner, a link in a message) is https://, so a page that is
 * https itself never loads or links to an insecure one; plain http:// only for this computer.
 */
function isSecureOrLoopback(v: string): boolean {
  if (/^https:\/\//i.test(v)) return true;
  const host = /^http:\/\/(\[::1\]|[^/?#:]+)/i.exec(v)?.[1]?.toLowerCase() ?? '';
  return LOOPBACK_HOSTS.includes(host);
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
