import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The site a passkey belongs to: its domain (the relying party) and the origin the browser reports. */
export interface WebauthnSite {
  rpID: string;
  origin: string;
}

/**
 * The site a passkey is made for and checked against. A facility with a host of its own: that host (a
 * passkey made at one facility is no use at another's), over PUBLIC_URL's scheme when it is set. The
 * facility without one: PUBLIC_URL when it is set (behind a proxy, the address visitors use), else the
 * address this request came to (TRUST_PROXY lets the proxy say it).
 */
export function webauthnSite(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): WebauthnSite {
  const scheme =
    config.PUBLIC_URL === undefined ? request.protocol : new URL(config.PUBLIC_URL).protocol.replace(':', '');
  const own = request.facilityHost;
  const base = new URL(
    own !== null && own !== ''
      ? `${scheme}://${request.host}`
      : (config.PUBLIC_URL ?? `${request.protocol}://${request.host}`),
  );
  return { rpID: base.hostname, origin: base.origin };
}
