import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';

/** What a session's list shows of the device that uses it; nothing more of the request is kept for it. */
export interface SessionClient {
  /** The full address, for the sign-in's own limits; a session keeps only its place. */
  ip: string;
  /** "Safari · iPhone", or null when the User-Agent says nothing recognisable. */
  device: string | null;
  /** "203.0.113.x", "2001:db8:85a3:x:x:x:x:x", or null. */
  place: string | null;
}

const DEVICE_MAX = 60;

/**
 * The browser and the phone or system, read from a User-Agent. Names stay as their makers write
 * them, so the label reads the same in English and Hebrew.
 */
export function deviceLabel(userAgent: string | undefined): string | null {
  const ua = userAgent?.trim().slice(0, 512);
  if (ua === undefined || ua === '') return null;
  const parsed = Bowser.getParser(ua).getResult();
  // "Samsung Internet for Android": the system is named on its own.
  const browser = parsed.browser.name?.replace(/ for (Android|iOS)$/, '') ?? '';
  // A phone or tablet that names its model (iPhone, iPad) says more than its system.
  const system = parsed.platform.model ?? parsed.os.name ?? '';
  const label = [browser, system].filter((part) => part !== '').join(' · ');
  return label === '' ? null : label.slice(0, DEVICE_MAX);
}

/**
 * The network an address belongs to, its host part hidden: an IPv4 address without its last number,
 * an IPv6 address by its first three groups (the provider's block, not the home's or the phone's).
 * Without a location database this is the "approximate place": coarse enough to keep, enough for
 * her to tell her home's network from a stranger's.
 */
export function approximatePlace(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  if (parsed instanceof ipaddr.IPv4) {
    const [a, b, c] = parsed.octets;
    return `${a}.${b}.${c}.x`;
  }
  const groups = parsed.parts.slice(0, 3).map((part) => part.toString(16));
  return [...groups, 'x', 'x', 'x', 'x', 'x'].join(':');
}

/** The device and place of a request, beside its address. */
export function sessionClient(request: {
  ip: string;
  headers: { 'user-agent'?: string | undefined };
}): SessionClient {
  return {
    ip: request.ip,
    device: deviceLabel(request.headers['user-agent']),
    place: approximatePlace(request.ip),
  };
}
