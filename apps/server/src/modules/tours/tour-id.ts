import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path's tour id, lower-cased, or undefined when it cannot name a tour (answered as not found). */
export function tourIdOf(text: string): string | undefined {
  const id = text.trim().toLowerCase();
  return UUID.test(id) ? id : undefined;
}

export function tourNotFound(): AppError {
  return new AppError('tour.not_found', msg('tour.notFound'));
}
