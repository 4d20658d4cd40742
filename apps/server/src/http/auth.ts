import { fieldsOf, hasAnyRole, roleList, type RoleName } from '@tevila/domain';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Actor, AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { msg } from '../i18n/messages.ts';
import type { Principal } from '../principal.ts';
import { claimsOf } from './access-token.ts';
import { clientNetwork } from './client-network.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireRole; null on public routes. */
    principal: Principal | null;
  }
}

/** A route's preHandler: a valid access token of an open session, else 401 (docs/design.md §5). */
export function requireUser(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    request.principal = await ctx.sessions.authenticate(request.headers.authorization);
  };
}

/**
 * A route's preHandler where signing in is optional (a guest's donation): no Authorization header
 * leaves principal null; a header that does not verify is a 401, as anywhere else.
 */
export function optionalUser(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    request.principal =
      header === undefined || header === '' ? null : await ctx.sessions.authenticate(header);
  };
}

/**
 * A live stream's preHandler (docs/decisions/0038): an Authorization header as anywhere else, or else
 * a `ticket` in the query for exactly the stream `streamOf` names; never an access token in the URL.
 */
export function requireStreamUser(
  ctx: AppContext,
  streamOf: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    const ticket = fieldsOf(request.query).ticket;
    request.principal =
      header === undefined && typeof ticket === 'string'
        ? await ctx.sessions.authenticateTicket(ticket, streamOf(request))
        : await ctx.sessions.authenticate(header);
  };
}

/** A route's preHandler: signed in (401 otherwise) and holding one of the roles (403 otherwise). */
export function requireRole(ctx: AppContext, roles: readonly RoleName[]): preHandlerAsyncHookHandler {
  const sentence =
    roles.length === 1 && roles[0] === 'Admin'
      ? msg('auth.adminOnly')
      : msg('auth.needsRoles', { roles: roleList(roles) });
  return async (request) => {
    const principal = await ctx.sessions.authenticate(request.headers.authorization);
    request.principal = principal;
    if (!hasAnyRole(principal.roles, roles)) throw new AppError('auth.forbidden', sentence);
  };
}

/** The caller of a route guarded by requireUser / requireRole. */
export function principalOf(request: FastifyRequest): Principal {
  if (request.principal === null) throw new AppError('auth.required');
  return request.principal;
}

/**
 * Who and from where, for the audit log. request.ip is the socket's address, unless that address is
 * one of TRUST_PROXY's: then the client X-Forwarded-For names. Nobody else's header counts, so it
 * cannot be forged to dodge the per-IP limits.
 */
export function actorOf(request: FastifyRequest): Actor {
  return { userId: request.principal?.userId ?? null, ip: request.ip };
}

/**
 * What a rate-limited route counts a request under. A caller with a valid access token counts as her
 * user, so anonymous traffic from her address (a shared network, a stranger at the gate) never spends
 * her budget; anyone else counts by network (client-network.ts). The token's signature and expiry are
 * checked here (never an unverified `sub`); whether its session is still open is the route's own check.
 */
export function rateLimitKey(
  ctx: Pick<AppContext, 'config' | 'clock' | 'caches'>,
): (request: FastifyRequest) => Promise<string> {
  return async (request) => {
    const claims = await claimsOf(ctx, request.headers.authorization);
    return claims === null ? `net:${clientNetwork(request.ip)}` : `user:${claims.sub}`;
  };
}
