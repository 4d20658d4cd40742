import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * 'self' only: no patron page makes a third-party request (docs/design.md §8). Inline styles are allowed
 * because the component library injects style tags and style attributes; scripts never are.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'connect-src': ["'self'"],
  // blob: is an image the page made itself from a file she chose (the license plate page's previews,
  // docs/decisions/0029); no other site's image is allowed.
  'img-src': ["'self'", 'data:', 'blob:'],
  // The contact page's map, loaded only when the visitor presses "Show map" (docs/design.md §8).
  'frame-src': ['https://www.openstreetmap.org'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * Only with CAPTCHA_PROVIDER=recaptcha (docs/design.md §7): Google's script and its frame, as Google documents
 * them for a Content-Security-Policy. The default (ALTCHA) needs nothing beyond 'self': the widget is
 * in our bundle and solves on the page's thread, so no worker or blob: source is allowed.
 */
export const recaptchaSources = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/**
 * Only with PAYMENTS_PROVIDER=stripe: what Stripe's security guide lists for Stripe.js and Elements,
 * 3-D Secure included (its challenge opens in a frame from hooks.stripe.com or js.stripe.com). The
 * Address Element's Google Maps sources are left out: the card form does not use it.
 */
export const stripeSources = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

export interface SecurityOptions {
  recaptcha: boolean;
  /** With the real provider the card form and 3-D Secure come from Stripe; the sandbox is all ours. */
  stripe?: boolean;
  /** Hashes of the web app's own inline scripts ('sha256-…'), allowed besides 'self'. */
  scriptHashes?: string[];
}

type Directive = 'script-src' | 'frame-src' | 'connect-src';

/** The policy: 'self' and our own hashes, plus exactly the sources of the providers switched on. */
export function policyFor(options: SecurityOptions): Record<string, string[]> {
  const extra: Partial<Record<Directive, string[]>>[] = [
    { 'script-src': options.scriptHashes ?? [] },
    options.recaptcha ? recaptchaSources : {},
    options.stripe === true ? stripeSources : {},
  ];
  const policy: Record<string, string[]> = { ...contentSecurityPolicy };
  for (const directive of ['script-src', 'frame-src', 'connect-src'] as const)
    policy[directive] = [...contentSecurityPolicy[directive], ...extra.flatMap((e) => e[directive] ?? [])];
  return policy;
}

/** How the rate limits count. */
export interface RateLimitCounting {
  /** What a request is counted under (http/auth.ts rateLimitKey). */
  key: (request: FastifyRequest) => Promise<string>;
  /** Where the counts are kept: the database, for every instance (modules/rate-limits). */
  store: FastifyRateLimitStoreCtor;
}

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions = { recaptcha: false },
  /** Without it, by the socket's address, in this process's memory. */
  counting?: RateLimitCounting,
): Promise<void> {
  // Helmet's headers, its policy parsed once here: the Fastify plugin built them again for every
  // request, through three promises (docs/decisions/0080).
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: policyFor(options) },
    // Agrees with frame-ancestors 'none' for browsers that only know the older header.
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => done());
  });
  // Off by default: the routes that need a limit (sign-in codes, forms) opt in with config.rateLimit.
  // One key for all of them: a signed-in caller's own budget, anyone else's network's. A count the
  // store could not make lets the request through rather than failing it (skipOnError).
  await app.register(rateLimit, {
    global: false,
    ...(counting !== undefined ? { keyGenerator: counting.key, store: counting.store } : {}),
    skipOnError: true,
    errorResponseBuilder: () => new AppError('rate.limited'),
  });
}
