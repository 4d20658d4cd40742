import { checkDmxChannel, isOneOf, orList, roomTypeNames } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { msg } from '../../i18n/messages.ts';
import { loadSettings } from '../settings/index.ts';
import { audit, conflict, idOf, nightOf, notFound, refuse, roomNumberOf } from './input.ts';
import {
  findRoomByDmxChannel,
  findRoomByNumber,
  findRoomForUpdate,
  findSection,
  insertRoom,
  listNightAttendants,
  listOccupants,
  listRooms,
  listSections,
  lockBuilding,
  updateRoom,
} from './repo.ts';
import type { RoomRow } from './repo.ts';
import { byRoomNumber, toRoomView } from './view.ts';
import type { RoomView } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;
type RoomType = RoomRow['type'];

export interface RoomBody {
  number?: unknown;
  type?: unknown;
  sectionId?: unknown;
  dmxChannel?: unknown;
}

/** GET rooms?dt=: every room with its section, that night's attendant and who is in it. */
export async function listRoomViews(ctx: Ctx, dt: string | undefined): Promise<RoomView[]> {
  const settings = await loadSettings(ctx);
  const night = nightOf(dt, ctx.clock.now(), settings.timeZone);
  return roomViews(ctx.db, night);
}

async function roomViews(db: Db, night: string, only?: number): Promise<RoomView[]> {
  const [rooms, sections, attendants, occupants] = await Promise.all([
    listRooms(db),
    listSections(db),
    listNightAttendants(db, night),
    listOccupants(db),
  ]);
  const sectionById = new Map(sections.map((s) => [s.id, s]));
  const occupantByRoom = new Map(occupants.map((o) => [o.roomId, o]));
  return rooms
    .filter((r) => only === undefined || r.id === only)
    .sort(byRoomNumber)
    .map((r) =>
      toRoomView(r, sectionById.get(r.sectionId), attendants.get(r.sectionId), occupantByRoom.get(r.id)),
    );
}

function typeOf(value: unknown): RoomType {
  if (!isOneOf(roomTypeNames, value))
    refuse(
      msg('building.roomTypeChoice', {
        types: orList(roomTypeNames.map((type) => msg(`roomType.name.${type}`))),
      }),
    );
  return value;
}

async function sectionIdOf(db: Db, value: unknown): Promise<number> {
  if (value === undefined || value === null) refuse(msg('field.required', { field: 'sectionId' }));
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) refuse(msg('building.sectionIdFormat'));
  if ((await findSection(db, id)) === undefined) refuse(msg('building.sectionMissing', { id }));
  return id;
}

async function numberFree(db: Db, number: string, self: number | null): Promise<void> {
  const taken = await findRoomByNumber(db, number);
  if (taken !== undefined && taken.id !== self) refuse(msg('building.roomExists', { number: taken.number }));
}

/** A room's call-light channel, 1–512 or none (the domain's rule, the form's too). */
function dmxChannelOf(value: unknown): number | null {
  const checked = checkDmxChannel(value);
  if (!checked.ok) refuse(checked.message);
  return checked.value;
}

/** Two rooms on one channel would light each other's calls. */
async function channelFree(db: Db, channel: number | null, self: number | null): Promise<void> {
  if (channel === null) return;
  const taken = await findRoomByDmxChannel(db, channel);
  if (taken !== undefined && taken.id !== self)
    refuse(msg('building.dmxChannelTaken', { channel, number: taken.number }));
}

const audited = (r: RoomRow | null) =>
  r === null ? null : { number: r.number, type: r.type, sectionId: r.sectionId, dmxChannel: r.dmxChannel };

async function viewOf(ctx: Ctx, id: number): Promise<RoomView> {
  const settings = await loadSettings(ctx);
  const [view] = await roomViews(ctx.db, nightOf(undefined, ctx.clock.now(), settings.timeZone), id);
  if (view === undefined) notFound('Room');
  return view;
}

/** POST rooms (Admin): a new room, Available. */
export async function createRoom(ctx: Ctx, input: { body: RoomBody; actor: Actor }): Promise<RoomView> {
  const number = roomNumberOf(input.body.number);
  const type = typeOf(input.body.type);
  const dmxChannel = dmxChannelOf(input.body.dmxChannel);
  const at = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockBuilding(tx);
    const sectionId = await sectionIdOf(tx, input.body.sectionId);
    await numberFree(tx, number, null);
    await channelFree(tx, dmxChannel, null);
    const inserted = await insertRoom(tx, {
      number,
      type,
      sectionId,
      dmxChannel,
      at,
      by: input.actor.userId,
    });
    await audit(tx, {
      at,
      actor: input.actor,
      action: 'room.create',
      entity: 'room',
      entityId: String(inserted.id),
      before: null,
      after: audited(inserted),
    });
    return inserted;
  });
  return viewOf(ctx, row.id);
}

/**
 * PUT rooms/{id} (Admin): number, type or section; only the fields given change. Refused while
 * someone is in the room: her visit was matched to the room as it was.
 */
export async function editRoom(
  ctx: Ctx,
  input: { id: string; body: RoomBody; actor: Actor },
): Promise<RoomView> {
  const id = idOf(input.id, 'room');
  const { body } = input;
  const number = body.number === undefined ? undefined : roomNumberOf(body.number);
  const type = body.type === undefined ? undefined : typeOf(body.type);
  const dmxChannel = body.dmxChannel === undefined ? undefined : dmxChannelOf(body.dmxChannel);
  if (number === undefined && type === undefined && body.sectionId === undefined && dmxChannel === undefined)
    refuse(msg('building.roomChangeNeeded'));
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockBuilding(tx);
    const before = await findRoomForUpdate(tx, id);
    if (before === undefined) notFound('Room');
    const sectionId = body.sectionId === undefined ? undefined : await sectionIdOf(tx, body.sectionId);
    const changes: Partial<Pick<RoomRow, 'number' | 'type' | 'sectionId' | 'dmxChannel'>> = {};
    if (number !== undefined && number !== before.number) changes.number = number;
    if (type !== undefined && type !== before.type) changes.type = type;
    if (sectionId !== undefined && sectionId !== before.sectionId) changes.sectionId = sectionId;
    if (Object.keys(changes).length === 0 && (dmxChannel === undefined || dmxChannel === before.dmxChannel))
      return;
    if (changes.number !== undefined) await numberFree(tx, changes.number, id);
    // Her visit was matched to the room's number, type and section; its light can change under her.
    if (Object.keys(changes).length > 0 && (await listOccupants(tx, [id])).length > 0)
      conflict(msg('building.roomInUse', { number: before.number }));
    if (dmxChannel !== undefined && dmxChannel !== before.dmxChannel) {
      await channelFree(tx, dmxChannel, id);
      changes.dmxChannel = dmxChannel;
    }
    const after = await updateRoom(tx, id, { ...changes, by: input.actor.userId });
    await audit(tx, {
      at,
      actor: input.actor,
      action: 'room.update',
      entity: 'room',
      entityId: String(id),
      before: audited(before),
      after: audited(after),
    });
  });
  return viewOf(ctx, id);
}
