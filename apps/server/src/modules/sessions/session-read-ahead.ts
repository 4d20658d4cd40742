import { readTogether } from '../../changes/read-together.ts';
import { findSessionsWithRoles } from './repo.ts';

/**
 * A session read again ahead of its time, with the others of its facility due meanwhile
 * (changes/read-together.ts): null for a session no longer there, as the one-by-one read answers.
 */
export const readSessionAhead = readTogether(
  async (db, ids) => new Map((await findSessionsWithRoles(db, ids)).map((row) => [row.id, row])),
  null,
);
