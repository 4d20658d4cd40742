import { addDays, facilityToday, isIsoDate } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { msg } from '../../i18n/messages.ts';
import { loadSettings } from '../settings/index.ts';
import {
  audit,
  conflict,
  idOf,
  nameChanges,
  nameEditOf,
  nameOf,
  nightOf,
  notFound,
  refuse,
} from './input.ts';
import {
  countInSection,
  findAttendant,
  findNightAttendantId,
  findSectionByName,
  findSectionForUpdate,
  insertSection,
  listNightAttendants,
  listSections,
  lockBuilding,
  removeNightAttendant,
  setNightAttendant,
  updateSection,
} from './repo.ts';
import type { SectionRow } from './repo.ts';
import { toSectionView } from './view.ts';
import type { SectionView } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

// The desk may still correct last night's sheet, and plan a year ahead like the schedule.
const NIGHTS_BACK = 1;
const NIGHTS_AHEAD = 366;

export interface SectionBody {
  name?: unknown;
  active?: boolean | undefined;
}

/** GET sections?dt=: each section with who works it that night. */
export async function listSectionViews(ctx: Ctx, dt: string | undefined): Promise<SectionView[]> {
  const settings = await loadSettings(ctx);
  const night = nightOf(dt, ctx.clock.now(), settings.timeZone);
  const [sections, attendants] = await Promise.all([
    listSections(ctx.db),
    listNightAttendants(ctx.db, night),
  ]);
  return sections.map((s) => toSectionView(s, attendants.get(s.id)));
}

async function viewOf(ctx: Ctx, row: SectionRow, night: string): Promise<SectionView> {
  return toSectionView(row, (await listNightAttendants(ctx.db, night)).get(row.id));
}

async function today(ctx: Ctx): Promise<string> {
  return facilityToday(ctx.clock.now(), (await loadSettings(ctx)).timeZone);
}

const audited = (s: SectionRow | null) => (s === null ? null : { name: s.name, active: s.active });

/** POST sections (Admin). */
export async function createSection(
  ctx: Ctx,
  input: { body: SectionBody; actor: Actor },
): Promise<SectionView> {
  const name = nameOf(input.body.name);
  const at = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockBuilding(tx);
    if ((await findSectionByName(tx, name)) !== undefined) refuse(msg('building.sectionExists', { name }));
    const inserted = await insertSection(tx, { name, at, by: input.actor.userId });
    const created =
      input.body.active === false
        ? await updateSection(tx, inserted.id, { active: false, at, by: input.actor.userId })
        : inserted;
    await audit(tx, {
      at,
      actor: input.actor,
      action: 'section.create',
      entity: 'section',
      entityId: String(inserted.id),
      before: null,
      after: audited(created),
    });
    return created;
  });
  return viewOf(ctx, row, await today(ctx));
}

/** PUT sections/{id} (Admin): rename, or take out of use (refused while someone is in its rooms). */
export async function editSection(
  ctx: Ctx,
  input: { id: string; body: SectionBody; actor: Actor },
): Promise<SectionView> {
  const id = idOf(input.id, 'section');
  const edit = nameEditOf(input.body);
  const at = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockBuilding(tx);
    const before = await findSectionForUpdate(tx, id);
    if (before === undefined) notFound('Section');
    const changes = await nameChanges(
      before,
      edit,
      (name) => findSectionByName(tx, name),
      (name) => msg('building.sectionExists', { name }),
    );
    if (Object.keys(changes).length === 0) return before;
    if (changes.active === false && (await countInSection(tx, id)) > 0)
      conflict(msg('building.sectionInUse', { name: before.name }));
    const after = await updateSection(tx, id, { ...changes, at, by: input.actor.userId });
    await audit(tx, {
      at,
      actor: input.actor,
      action: 'section.update',
      entity: 'section',
      entityId: String(id),
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  return viewOf(ctx, row, await today(ctx));
}

function attendantIdOf(body: { attendantId?: unknown }): number | null {
  if (!('attendantId' in body) || body.attendantId === undefined) refuse(msg('building.attendantIdRequired'));
  const v = body.attendantId;
  if (v === null) return null;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) refuse(msg('building.attendantIdFormat'));
  return v;
}

/**
 * PUT sections/{id}/attendant?dt= (desk): who works the section that night; null removes that
 * night's row (No Attendant).
 */
export async function setSectionAttendant(
  ctx: Ctx,
  input: { id: string; dt: string | undefined; body: { attendantId?: unknown }; actor: Actor },
): Promise<SectionView> {
  const id = idOf(input.id, 'section');
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const today = facilityToday(now, settings.timeZone);
  if (input.dt === undefined || input.dt === '') refuse(msg('building.dtRequired'));
  if (!isIsoDate(input.dt)) refuse(msg('field.dateFormat', { field: 'dt' }));
  const night = input.dt;
  if (night < addDays(today, -NIGHTS_BACK))
    refuse(msg('building.attendantsFrom', { date: addDays(today, -NIGHTS_BACK) }));
  if (night > addDays(today, NIGHTS_AHEAD)) refuse(msg('building.attendantsYearAhead'));
  const attendantId = attendantIdOf(input.body);
  const section = await ctx.db.transaction(async (tx) => {
    const row = await findSectionForUpdate(tx, id);
    if (row === undefined) notFound('Section');
    const before = (await findNightAttendantId(tx, night, id)) ?? null;
    if (attendantId === null) {
      if (before !== null) await removeNightAttendant(tx, night, id);
    } else {
      if (!row.active) refuse(msg('building.sectionNotInUse', { name: row.name }));
      const attendant = await findAttendant(tx, attendantId);
      if (attendant === undefined) refuse(msg('building.attendantMissing', { id: attendantId }));
      if (!attendant.active)
        refuse(msg('building.attendantInactive', { name: `${attendant.firstName} ${attendant.lastName}` }));
      if (before !== attendantId)
        await setNightAttendant(tx, { night, sectionId: id, attendantId, at: now, by: input.actor.userId });
    }
    if (before !== attendantId)
      await audit(tx, {
        at: now,
        actor: input.actor,
        action: 'section.attendant',
        entity: 'section',
        entityId: String(id),
        before: { night, attendantId: before },
        after: { night, attendantId },
      });
    return row;
  });
  return viewOf(ctx, section, night);
}
