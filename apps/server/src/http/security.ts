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
  'style-src': ["'self'", "'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // Agrees with frame-ancestors 'none' for browsers that only know the older header.
    frameguard: { action: 'deny' },
  });
  // Off by default: the routes that need a limit (sign-in codes, forms) opt in with config.rateLimit.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('rate.limited'),
  });
}
