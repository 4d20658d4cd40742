import {
  checkCoordinates,
  checkGateChoice,
  doorIdOf,
  feetBetween,
  garageMessages,
  GARAGE_OPENINGS_PER_MINUTE,
  isGateKeeper,
  ledgerSummary,
  mayOpenGarage,
} from '@tevila/domain';
import type { BuildingDeviceId, GarageDoorId, GarageReservationFacts, GeoPoint } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { deviceFault } from '../../adapters/device-error.ts';
import type { LocalMessage } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { findReservation, listLedger } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { Principal } from '../users/index.ts';
import { isUserId } from '../users/index.ts';
import { countOpeningsSince, insertAccessLog } from './repo.ts';
import { recordDeviceAnswered, recordDeviceFailed } from '../device-health/index.ts';
import type { GarageOpenBody } from './schemas.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'adapters' | 'log'>;

export interface GarageOpening {
  principal: Principal;
  body: GarageOpenBody;
  ip: string | null;
}

const MINUTE_MS = 60_000;
/** The relay's row of the devices page. */
const GARAGE_RELAY: BuildingDeviceId = 'garage-relay';

function refuse(message: LocalMessage): never {
  throw new AppError('garage.refused', message);
}

const notFound = () => new AppError('reservation.not_found', garageMessages.notFound);

/** Her position and the gate she asked for, each refused with its own sentence. */
function readRequest(body: GarageOpenBody): { point: GeoPoint; door: GarageDoorId } {
  const position = checkCoordinates(body.lat, body.lng);
  if (!position.ok) refuse(position.message);
  const gate = checkGateChoice(body.site, body.option);
  if (!gate.ok) refuse(gate.message);
  return { point: position.point, door: doorIdOf(gate.choice) };
}

/** The reservation as the rule sees it; the balance is the ledger's, as the reservation view shows it. */
async function reservationFacts(
  ctx: Ctx,
  principal: Principal,
  id: string,
): Promise<GarageReservationFacts & { id: string }> {
  const row = isUserId(id) ? await findReservation(ctx.db, id) : undefined;
  if (row === undefined) throw notFound();
  const ledger = await listLedger(ctx.db, [row.id]);
  return {
    id: row.id,
    own: row.userId === principal.userId,
    status: row.status,
    parking: row.parking,
    balanceCents: ledgerSummary(ledger, row.status).balanceCents,
    night: row.night,
  };
}

/** POST garage/open: a gate keeper opens any of the four gates. */
export async function openGarageGate(ctx: Ctx, opening: GarageOpening): Promise<void> {
  // Her role is checked before her input: a patron learns nothing else here.
  if (!isGateKeeper(opening.principal.roles))
    throw new AppError('auth.forbidden', garageMessages.notAuthorised);
  return openGate(ctx, opening, null);
}

/** POST reservations/{id}/opengaragedoor: a patron opens with her paid parking, on its night. */
export async function openGarageDoorFor(
  ctx: Ctx,
  opening: GarageOpening & { reservationId: string },
): Promise<void> {
  return openGate(ctx, opening, opening.reservationId);
}

/**
 * One opening (docs/product/booking.md §5, §7; docs/product/site-and-staff.md §5): the rule decides on her roles, the reservation and her
 * distance from the facility; then the relay is pulsed, and only an opening that happened is logged.
 */
async function openGate(ctx: Ctx, opening: GarageOpening, reservationId: string | null): Promise<void> {
  const { principal } = opening;
  const { point, door } = readRequest(opening.body);
  const reservation = reservationId === null ? null : await reservationFacts(ctx, principal, reservationId);
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const distanceFeet = feetBetween(point, { lat: settings.locationLat, lng: settings.locationLong });
  const verdict = mayOpenGarage({
    roles: principal.roles,
    distanceFeet,
    maxFeet: settings.garageOpenMaxFeet,
    reservation,
    now,
    timeZone: settings.timeZone,
  });
  if (!verdict.ok) {
    if (verdict.reason === 'notFound') throw notFound();
    if (verdict.reason === 'notAuthorised') throw new AppError('auth.forbidden', verdict.message);
    refuse(verdict.message);
  }
  const recent = await countOpeningsSince(ctx.db, principal.userId, new Date(now.getTime() - MINUTE_MS));
  if (recent >= GARAGE_OPENINGS_PER_MINUTE)
    throw new AppError('garage.throttled', garageMessages.tooMany, { retryAfterSeconds: 60 });

  try {
    await ctx.adapters.gates.open(door);
  } catch (err) {
    ctx.log.warn({ err, door }, 'the garage gate relay did not answer');
    await recordDeviceFailed(ctx.db, GARAGE_RELAY, deviceFault(err), now);
    throw new AppError('garage.unavailable', garageMessages.noResponse);
  }
  await recordDeviceAnswered(ctx.db, GARAGE_RELAY, now);

  const roundedFeet = Math.round(distanceFeet);
  await ctx.db.transaction(async (tx) => {
    const log = await insertAccessLog(tx, {
      door,
      at: now,
      userId: principal.userId,
      reservationId: reservation?.id ?? null,
      distanceFeet: roundedFeet,
      ip: opening.ip,
    });
    await insertAuditEntry(
      tx,
      { userId: principal.userId, ip: opening.ip },
      {
        at: now,
        action: 'garage.open',
        entity: 'garageGate',
        entityId: door,
        before: null,
        after: { accessLogId: log.id, reservationId: log.reservationId, distanceFeet: roundedFeet },
      },
    );
  });
}
