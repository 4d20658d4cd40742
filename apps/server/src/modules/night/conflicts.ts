import { AppError, causeChain } from '../../errors.ts';
import { type LocalMessage, msg } from '../../i18n/messages.ts';

/** The unique indexes that guard the desk against races (migration 0008), and what each means. */
const guards: Record<string, LocalMessage> = {
  reservations_room_in_use_key: msg('night.roomTaken'),
  reservations_cubicle_in_use_key: msg('night.cubicleTaken'),
  reservations_night_waiting_code_key: msg('night.waitingCodeTaken'),
};

/** The constraint a unique violation names, looking through the query builder's wrapping. */
function violatedConstraint(err: unknown): string | null {
  for (const e of causeChain(err)) {
    if (e.code !== '23505') continue;
    if (typeof e.constraint === 'string') return e.constraint;
    const named = typeof e.message === 'string' ? /"([a-z_]+)"/.exec(e.message)?.[1] : undefined;
    return named ?? null;
  }
  return null;
}

/**
 * Runs a desk change; when a guard index refuses it (a race the night's lock did not cover), the
 * transaction has rolled back and the desk is told to try again (409).
 */
export async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const constraint = violatedConstraint(err);
    const sentence = constraint === null ? undefined : guards[constraint];
    if (sentence !== undefined) throw new AppError('night.conflict', sentence);
    throw err;
  }
}
