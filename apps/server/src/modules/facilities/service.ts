import { DEFAULT_FACILITY, facilityToday, facilityTonight } from '@tevila/domain';
import type { FacilityTonightView } from '@tevila/contract';
import type { AppContext } from '../../context.ts';
import { nightAvailability } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';

type Ctx = Pick<AppContext, 'db' | 'caches' | 'clock' | 'config'>;

/**
 * GET facilities/tonight: every facility of the deployment with tonight's hours and whether she can
 * still book (docs/decisions/0076). A deployment of one facility lists it under `default`, its site
 * at `publicAppBaseUrl`, else PUBLIC_URL, else the address the request came to. Nothing personal:
 * only what the facility's hours page shows to anyone.
 */
export async function facilitiesTonight(ctx: Ctx, requestOrigin: string): Promise<FacilityTonightView[]> {
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const { day, slots } = await nightAvailability(ctx, settings, facilityToday(now, settings.timeZone));
  const url = settings.publicAppBaseUrl.trim() || (ctx.config.PUBLIC_URL ?? '').trim() || requestOrigin;
  return [
    {
      slug: DEFAULT_FACILITY,
      name: settings.facilityName,
      url: url.replace(/\/+$/, ''),
      timeZone: settings.timeZone,
      location: { lat: settings.locationLat, lng: settings.locationLong },
      ...facilityTonight(day, slots, now, settings.shutdown),
    },
  ];
}
