import { facilityToday, facilityTonight } from '@tevila/domain';
import type { FacilityTonightView } from '@tevila/contract';
import type { AppContext } from '../../context.ts';
import { inFacility } from '../../db/facility-scope.ts';
import { listFacilities } from '../../db/facilities-repo.ts';
import type { FacilityRow } from '../../db/facilities-repo.ts';
import { nightAvailability } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';

type Ctx = Pick<AppContext, 'db' | 'caches' | 'clock' | 'config'>;

/** Where the request came: its scheme, its address, and the own host of the facility that address is. */
interface TonightRequest {
  protocol: string;
  origin: string;
  /** Null when the address is no facility's own (the facility with no host answers it, or none does). */
  facilityHost: string | null;
}

/**
 * GET facilities/tonight: every facility of the deployment with tonight's hours and whether she can
 * still book (docs/decisions/0076), each read as that facility's own work. A facility's site is its
 * `publicAppBaseUrl`, else its host, else (the one facility with none) PUBLIC_URL or the address the
 * request came to, when that address is its own: asked at another facility's host, the address is that
 * other's, and the site of the one with none is not known there (empty). Nothing personal: only what
 * each facility's hours page shows to anyone.
 */
export async function facilitiesTonight(ctx: Ctx, request: TonightRequest): Promise<FacilityTonightView[]> {
  const all = await listFacilities(ctx.db);
  const out: FacilityTonightView[] = [];
  for (const facility of all)
    out.push(await inFacility(facility.id, () => tonightOf(ctx, facility, request)));
  return out;
}

async function tonightOf(
  ctx: Ctx,
  facility: FacilityRow,
  request: TonightRequest,
): Promise<FacilityTonightView> {
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const { day, slots } = await nightAvailability(ctx, settings, facilityToday(now, settings.timeZone));
  const own =
    facility.host === null
      ? (ctx.config.PUBLIC_URL ?? '').trim() || (request.facilityHost === null ? request.origin : '')
      : `${request.protocol}://${facility.host}`;
  const url = settings.publicAppBaseUrl.trim() || own;
  return {
    slug: facility.id,
    name: settings.facilityName,
    url: url.replace(/\/+$/, ''),
    timeZone: settings.timeZone,
    location: { lat: settings.locationLat, lng: settings.locationLong },
    ...facilityTonight(day, slots, now, settings.shutdown),
  };
}
