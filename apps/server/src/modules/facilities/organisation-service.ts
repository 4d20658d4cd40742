import { sumMethodTotals } from '@tevila/domain';
import type { AuditQueryInput, FacilityInput, Language } from '@tevila/domain';
import type { AuditPage, OrganisationFacility, OrganisationReport } from '@tevila/contract';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { inFacility } from '../../db/facility-scope.ts';
import { listFacilities } from '../../db/facilities-repo.ts';
import type { FacilityRow } from '../../db/facilities-repo.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { auditPage, paymentsReport } from '../reports/index.ts';
import { dollars } from '../reservations/index.ts';
import { changeAdminSetting, listAdminSettings, loadSettings } from '../settings/index.ts';
import { addFacility } from './add-service.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'userEvents'>;

/*
 * The organisation's administrators (role OrgAdmin, docs/facilities.md) reach every facility from their
 * own: each facility's part of the work runs as that facility's (inFacility), so its rows are read and
 * written through its own binding like any of its requests. What they change at a facility is in that
 * facility's log under "organisation"; who did it, in their own facility's log.
 */

/** Who acted, as a facility other than theirs records it. */
const organisation = (actor: Actor): Actor => ({ userId: 'organisation', ip: actor.ip });

async function facilityNamed(ctx: Pick<Ctx, 'db'>, slug: string): Promise<FacilityRow> {
  const found = (await listFacilities(ctx.db)).find((f) => f.id === slug);
  if (found === undefined)
    throw new AppError('facility.not_found', msg('facility.notFound', { slug: slug.slice(0, 60) }));
  return found;
}

/** GET organisation/facilities: each facility with its host and time zone. */
export async function organisationFacilities(ctx: Ctx): Promise<OrganisationFacility[]> {
  const out: OrganisationFacility[] = [];
  for (const f of await listFacilities(ctx.db)) {
    const settings = await inFacility(f.id, () => loadSettings(ctx));
    out.push({ slug: f.id, name: settings.facilityName, host: f.host, timeZone: settings.timeZone });
  }
  return out;
}

/** POST organisation/facilities: adds one, as `facility add` does; audited where its adder works. */
export async function addOrganisationFacility(
  ctx: Ctx,
  input: FacilityInput,
  actor: Actor,
): Promise<OrganisationFacility> {
  const added = await addFacility(ctx, input, organisation(actor));
  const settings = await inFacility(added.slug, () => loadSettings(ctx));
  const view = { slug: added.slug, name: added.name, host: added.host, timeZone: settings.timeZone };
  await insertAuditEntry(ctx.db, actor, {
    at: ctx.clock.now(),
    action: 'facility.add',
    entity: 'facility',
    entityId: added.slug,
    before: null,
    after: { name: view.name, host: view.host, timeZone: view.timeZone },
  });
  return view;
}

/** GET organisation/facilities/{slug}/settings: as that facility's administrators see them. */
export async function facilitySettings(ctx: Ctx, slug: string, language: Language) {
  await facilityNamed(ctx, slug);
  return inFacility(slug, () => listAdminSettings(ctx, language));
}

/** PUT organisation/facilities/{slug}/settings/{key}: checked by the catalogue, as at the facility. */
export async function changeFacilitySetting(
  ctx: Ctx,
  input: { slug: string; key: string; value: string | number | boolean; actor: Actor },
) {
  await facilityNamed(ctx, input.slug);
  const changed = await inFacility(input.slug, () =>
    changeAdminSetting(ctx, { key: input.key, value: input.value, actor: organisation(input.actor) }),
  );
  // The values as the facility's log keeps them (a secret stays masked).
  await insertAuditEntry(ctx.db, input.actor, {
    at: ctx.clock.now(),
    action: 'facility.settings.change',
    entity: 'facility',
    entityId: input.slug,
    before: { key: changed.key, value: changed.prevValue },
    after: { key: changed.key, value: changed.value },
  });
  return changed;
}

/** GET organisation/facilities/{slug}/audit: that facility's log, with its filters and pages. */
export async function facilityAudit(ctx: Ctx, slug: string, query: AuditQueryInput): Promise<AuditPage> {
  await facilityNamed(ctx, slug);
  return inFacility(slug, () => auditPage(ctx, query));
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * GET organisation/report: each facility's money of the nights from … to, each night in the facility's
 * own zone, as its payments report totals it, and the organisation's sums. Only the sums leave here:
 * nothing of any patron.
 */
export async function organisationReport(
  ctx: Ctx,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<OrganisationReport> {
  const facilities: OrganisationReport['facilities'] = [];
  for (const f of await listFacilities(ctx.db)) {
    const [report, settings] = await inFacility(
      f.id,
      async () => [await paymentsReport(ctx, query), await loadSettings(ctx)] as const,
    );
    facilities.push({
      slug: f.id,
      name: settings.facilityName,
      totals: report.totals,
      total: report.total,
      donationTotal: report.donationTotal,
    });
  }
  const totals = sumMethodTotals(
    facilities.map((f) =>
      f.totals.map((t) => ({ method: t.method, count: t.count, cents: cents(t.amount) })),
    ),
  );
  return {
    from: query.from ?? '',
    to: query.to ?? '',
    facilities,
    totals: totals.map((t) => ({ method: t.method, count: t.count, amount: dollars(t.cents) })),
    total: dollars(facilities.reduce((n, f) => n + cents(f.total), 0)),
    donationTotal: dollars(facilities.reduce((n, f) => n + cents(f.donationTotal), 0)),
  };
}
