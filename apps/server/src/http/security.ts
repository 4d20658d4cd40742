import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * 'self' only: no patron page makes a third-party request (DESIGN §8). Inline styles are allowed
 * because the component library injects style tags and style attributes; scripts never are.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'connect-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  // The contact page's map, loaded only when the visitor presses "Show map" (DESIGN §8).
  'frame-src': ['https://www.openstreetmap.org'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * Only with CAPTCHA_PROVIDER=recaptcha (DESIGN §7): Google's script and its frame, as Google documents
 * them for a Content-Security-Policy. The default (ALTCHA) needs nothing beyond 'self': the widget is
 * in our bundle and solves on the page's thread, so no worker or blob: source is allowed.
 */
export const recaptchaSources = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

export interface SecurityOptions {
  recaptcha: boolean;
  /** Hashes of the web app's own inline scripts ('sha256-…'), allowed besides 'self'. */
  scriptHashes?: string[];
}

export function policyFor(options: SecurityOptions): Record<string, string[]> {
  const hashes = options.scriptHashes ?? [];
  if (!options.recaptcha)
    return { ...contentSecurityPolicy, 'script-src': [...contentSecurityPolicy['script-src'], ...hashes] };
  return {
    ...contentSecurityPolicy,
    'script-src': [...contentSecurityPolicy['script-src'], ...hashes, ...recaptchaSources['script-src']],
    'frame-src': [...recaptchaSources['frame-src'], ...contentSecurityPolicy['frame-src']],
  };
}

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions = { recaptcha: false },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: policyFor(options) },
    // Agrees with frame-ancestors 'none' for browsers that only know the older header.
    frameguard: { action: 'deny' },
  });
  // Off by default: the routes that need a limit (sign-in codes, forms) opt in with config.rateLimit.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('rate.limited'),
  });
}
