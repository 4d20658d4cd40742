import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';

/**
 * Inside a transaction that changes a tour or its sign-ups: every instance forgets its public list of
 * tours once it commits (docs/decisions/0015).
 */
export async function toursChanged(ctx: Pick<AppContext, 'caches'>, tx: Db): Promise<void> {
  await ctx.caches.feed.publish(tx, 'tours', '*');
}
