import { checkNewFacility, starterBuilding } from '@tevila/domain';
import type { FacilityInput, NewFacility } from '@tevila/domain';
import type { Actor } from '../../actor.ts';
import { notifyOrganisationChange } from '../../changes/repo.ts';
import type { AppContext } from '../../context.ts';
import { inFacility } from '../../db/facility-scope.ts';
import { insertFacility, listFacilities } from '../../db/facilities-repo.ts';
import { AppError } from '../../errors.ts';
import { insertCubicle, insertRoom, insertSection } from '../building/index.ts';
import { changeSetting, seedSettings } from '../settings/index.ts';
import { setRoleByPhone } from '../users/index.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'userEvents'>;

/**
 * Adds a facility to the deployment (docs/facilities.md), whole or not at all: its row and host, every
 * setting at its default but its name, time zone and place, the building the first facility opened
 * with, and its first administrator. Everything after the row is written as the new facility's, so
 * nothing of it can land in another. Every instance learns its host when this commits.
 */
export async function addFacility(ctx: Ctx, input: FacilityInput, actor: Actor): Promise<NewFacility> {
  const existing = await listFacilities(ctx.db);
  const checked = checkNewFacility(input, {
    slugs: new Set(existing.map((f) => f.id)),
    hosts: new Set(existing.flatMap((f) => (f.host === null ? [] : [f.host]))),
  });
  if (!checked.ok) throw new AppError('facility.invalid', checked.message);
  const facility = checked.facility;
  await inFacility(facility.slug, () =>
    ctx.db.transaction(async (db) => {
      const here = { ...ctx, db };
      await insertFacility(db, { id: facility.slug, name: facility.name, host: facility.host });
      await seedSettings(here);
      // Its messages link to its own host, over TLS as every facility's host is served (docs/facilities.md).
      const settings: [string, string][] = [
        ['facilityName', facility.name],
        ['publicAppBaseUrl', `https://${facility.host}`],
      ];
      if (facility.timeZone !== null) settings.push(['timeZone', facility.timeZone]);
      if (facility.location !== null)
        settings.push(['locationLat', facility.location.lat], ['locationLong', facility.location.lng]);
      for (const [key, value] of settings) await changeSetting(here, { key, value, actor });
      const at = ctx.clock.now();
      const building = starterBuilding();
      for (const section of building.sections) {
        const { id: sectionId } = await insertSection(db, { name: section.name, at, by: actor.userId });
        for (const room of section.rooms)
          await insertRoom(db, { ...room, sectionId, dmxChannel: null, at, by: actor.userId });
      }
      for (const name of building.cubicles) await insertCubicle(db, name);
      if (facility.admin !== null)
        await setRoleByPhone(here, { phone: facility.admin, role: 'Admin', grant: true });
      await notifyOrganisationChange(db, 'facilities:*');
    }),
  );
  return facility;
}
