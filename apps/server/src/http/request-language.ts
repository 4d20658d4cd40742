import { acceptedLanguage, type Language, type Message } from '@tevila/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { render } from '../i18n/messages.ts';

/**
 * The reader's language for every sentence the server writes to this request (docs/design.md §11): what its
 * Accept-Language asks for (the web app sends the page's language on every call), else the signed-in
 * user's account language, else English.
 */
export function requestLanguage(
  request: Pick<FastifyRequest, 'headers'> & { principal?: { language?: Language } | null },
): Language {
  return acceptedLanguage(request.headers['accept-language']) ?? request.principal?.language ?? 'en';
}

/**
 * requestLanguage for an answer written before the route read her session (a validation failure, a
 * rate limit): her account's language is read by her token, the same check as any route's. A token
 * that does not verify, or a session that cannot be read, leaves English.
 */
export function readerLanguage(
  ctx: Pick<AppContext, 'sessions'>,
): (request: FastifyRequest) => Promise<Language> {
  return async (request) => {
    const asked = acceptedLanguage(request.headers['accept-language']);
    if (asked !== null) return asked;
    if (request.principal) return request.principal.language;
    const authorization = request.headers.authorization;
    if (authorization === undefined || authorization === '') return 'en';
    try {
      return (await ctx.sessions.authenticate(authorization)).language;
    } catch {
      return 'en';
    }
  };
}

/** A sentence of an answer (not an error: those go through the error handler) in the reader's language. */
export function localize(request: Parameters<typeof requestLanguage>[0], message: Message): string {
  return render(message, requestLanguage(request));
}
