import { facilityToday, facilityTonight, facilityTonightHolds } from '@tevila/domain';
import type { FacilitySettings } from '@tevila/domain';
import { facilitiesTonightSchema } from '@tevila/contract';
import type { FacilityTonightView } from '@tevila/contract';
import { SharedAnswer } from '../../changes/shared-answer.ts';
import type { AppContext } from '../../context.ts';
import { inFacility } from '../../db/facility-scope.ts';
import type { FacilityRow } from '../../db/facilities-repo.ts';
import { nightAvailability } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';

type Ctx = Pick<AppContext, 'db' | 'caches' | 'clock' | 'config' | 'facilities'>;

/** Where the request came: its scheme, its address, and the own host of the facility that address is. */
interface TonightRequest {
  protocol: string;
  origin: string;
  /** Null when the address is no facility's own (the facility with no host answers it, or none does). */
  facilityHost: string | null;
}

/** A facility's tonight as kept: all of its entry but the address, and what that address is made from. */
interface FacilityPart {
  view: Omit<FacilityTonightView, 'url'>;
  /** Its `publicAppBaseUrl`: its site, when the administrator gave one. */
  site: string;
}

interface KeptPart {
  part: FacilityPart;
  settings: FacilitySettings;
  /** The facility-clock instants between which the part holds (facilityTonightHolds). */
  from: number;
  until: number;
}

// By the kept night each part was read from: a booking, a setting or an override makes a new night
// (the change feed, decision 0007), and the part goes with the old one.
const partsByNight = new WeakMap<object, KeptPart>();

interface KeptAnswer {
  parts: readonly FacilityPart[];
  urls: readonly string[];
  answer: SharedAnswer;
}

// The last answer of each app (by its caches), sent again while no facility's part and no address
// has changed: a city's list is written, checked and compressed once, not at every request.
const lastAnswer = new WeakMap<object, KeptAnswer>();

/**
 * GET facilities/tonight: every facility of the deployment with tonight's hours and whether she can
 * still book (docs/decisions/0076), each read as that facility's own work. A facility's site is its
 * `publicAppBaseUrl`, else its host, else (the one facility with none) PUBLIC_URL or the address the
 * request came to, when that address is its own: asked at another facility's host, the address is that
 * other's, and the site of the one with none is not known there (empty). Nothing personal: only what
 * each facility's hours page shows to anyone.
 */
export async function facilitiesTonight(ctx: Ctx, request: TonightRequest): Promise<SharedAnswer> {
  const all = await ctx.facilities();
  const parts: FacilityPart[] = [];
  for (const facility of all) parts.push(await inFacility(facility.id, () => partOf(ctx, facility.id)));
  const urls = all.map((facility, i) => urlOf(ctx, facility, parts[i]?.site ?? '', request));
  const kept = lastAnswer.get(ctx.caches);
  if (kept !== undefined && sameItems(kept.parts, parts) && sameItems(kept.urls, urls)) return kept.answer;
  const answer = SharedAnswer.of(
    facilitiesTonightSchema,
    parts.map((part, i) => ({ ...part.view, url: urls[i] ?? '' })),
    // Each facility's places change by the minute: compressed quickly, though kept while it holds.
    { perRequest: true },
  );
  lastAnswer.set(ctx.caches, { parts, urls, answer });
  return answer;
}

/** The bound facility's tonight, kept while its night, its settings and the instants around now hold. */
async function partOf(ctx: Ctx, slug: string): Promise<FacilityPart> {
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const { day, slots, readFrom } = await nightAvailability(
    ctx,
    settings,
    facilityToday(now, settings.timeZone),
  );
  const t = now.getTime();
  const kept = partsByNight.get(readFrom);
  if (kept !== undefined && kept.settings === settings && t >= kept.from && t < kept.until) return kept.part;
  const part: FacilityPart = {
    view: {
      slug,
      name: settings.facilityName,
      timeZone: settings.timeZone,
      location: { lat: settings.locationLat, lng: settings.locationLong },
      ...facilityTonight(day, slots, now, settings.shutdown),
    },
    site: settings.publicAppBaseUrl.trim(),
  };
  partsByNight.set(readFrom, { part, settings, ...facilityTonightHolds(day, slots, now) });
  return part;
}

function urlOf(ctx: Ctx, facility: FacilityRow, site: string, request: TonightRequest): string {
  const own =
    facility.host === null
      ? (ctx.config.PUBLIC_URL ?? '').trim() || (request.facilityHost === null ? request.origin : '')
      : `${request.protocol}://${facility.host}`;
  return (site || own).replace(/\/+$/, '');
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
