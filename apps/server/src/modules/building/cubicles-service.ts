import type { Actor, AppContext } from '../../context.ts';
import { msg } from '../../i18n/messages.ts';
import { audit, conflict, idOf, nameChanges, nameEditOf, nameOf, notFound, refuse } from './input.ts';
import {
  findCubicleByName,
  findCubicleForUpdate,
  insertCubicle,
  listCubicleHolders,
  listCubicles,
  lockBuilding,
  updateCubicle,
} from './repo.ts';
import type { CubicleRow } from './repo.ts';
import { toCubicleView } from './view.ts';
import type { CubicleView } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export interface CubicleBody {
  name?: unknown;
  active?: boolean | undefined;
}

/** GET cubicles: each with the Waiting reservation it is lent to. */
export async function listCubicleViews(ctx: Ctx): Promise<CubicleView[]> {
  const [rows, holders] = await Promise.all([listCubicles(ctx.db), listCubicleHolders(ctx.db)]);
  return rows.map((c) => toCubicleView(c, holders.get(c.id)));
}

async function viewOf(ctx: Ctx, row: CubicleRow): Promise<CubicleView> {
  return toCubicleView(row, (await listCubicleHolders(ctx.db)).get(row.id));
}

const audited = (c: CubicleRow | null) => (c === null ? null : { name: c.name, active: c.active });

/** POST cubicles (Admin). */
export async function createCubicle(
  ctx: Ctx,
  input: { body: CubicleBody; actor: Actor },
): Promise<CubicleView> {
  const name = nameOf(input.body.name);
  const at = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockBuilding(tx);
    if ((await findCubicleByName(tx, name)) !== undefined) refuse(msg('building.cubicleExists', { name }));
    let inserted = await insertCubicle(tx, name);
    if (input.body.active === false) inserted = await updateCubicle(tx, inserted.id, { active: false });
    await audit(tx, {
      at,
      actor: input.actor,
      action: 'cubicle.create',
      entity: 'cubicle',
      entityId: String(inserted.id),
      before: null,
      after: audited(inserted),
    });
    return inserted;
  });
  return viewOf(ctx, row);
}

/** PUT cubicles/{id} (Admin): rename, or take out of use (refused while it is lent). */
export async function editCubicle(
  ctx: Ctx,
  input: { id: string; body: CubicleBody; actor: Actor },
): Promise<CubicleView> {
  const id = idOf(input.id, 'cubicle');
  const edit = nameEditOf(input.body);
  const at = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockBuilding(tx);
    const before = await findCubicleForUpdate(tx, id);
    if (before === undefined) notFound('Cubicle');
    const changes = await nameChanges(
      before,
      edit,
      (name) => findCubicleByName(tx, name),
      (name) => msg('building.cubicleExists', { name }),
    );
    if (Object.keys(changes).length === 0) return before;
    if (changes.active === false && (await listCubicleHolders(tx)).has(id))
      conflict(msg('building.cubicleLent', { name: before.name }));
    const after = await updateCubicle(tx, id, changes);
    await audit(tx, {
      at,
      actor: input.actor,
      action: 'cubicle.update',
      entity: 'cubicle',
      entityId: String(id),
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  return viewOf(ctx, row);
}
