import { organisationEndpoints as endpoints } from '@tevila/contract/endpoints';
import { organisationRoles } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { security, updated } from '../../http/schemas.ts';
import {
  addOrganisationFacility,
  changeFacilitySetting,
  facilityAudit,
  facilitySettings,
  organisationFacilities,
  organisationReport,
} from './organisation-service.ts';

const tags = ['organisation'];

/** The organisation's administrators' calls (docs/facilities.md), served at every facility's host. */
export const organisationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const orgAdmin = requireRole(ctx, organisationRoles);

  app.route({
    ...served(app, endpoints.facilities, {
      tags,
      summary: "The deployment's facilities, with their hosts and time zones (OrgAdmin)",
      security,
    }),
    preHandler: orgAdmin,
    handler: async () => organisationFacilities(ctx),
  });

  app.route({
    ...served(app, endpoints.addFacility, {
      tags,
      summary: 'Add a facility (OrgAdmin)',
      description:
        'As `facility add` on the command line: slug (lowercase letters, digits and hyphens), name and host required; time zone, place and first administrator optional. Checked whole; a refusal is one sentence. Audited.',
      security,
    }),
    preHandler: orgAdmin,
    handler: async (request) => addOrganisationFacility(ctx, request.body, actorOf(request)),
  });

  app.route({
    ...served(app, endpoints.settings, {
      tags,
      summary: "One facility's settings, as its administrators see them (OrgAdmin)",
      security,
    }),
    preHandler: orgAdmin,
    handler: async (request) => facilitySettings(ctx, request.params.slug, requestLanguage(request)),
  });

  app.route({
    ...served(app, endpoints.setting, {
      tags,
      summary: "Change one of a facility's settings (OrgAdmin)",
      description:
        "As PUT settings/admin/{key} at the facility: checked by the catalogue, audited in the facility's log (as the organisation) and in the administrator's own.",
      security,
    }),
    preHandler: orgAdmin,
    handler: async (request) =>
      updated(
        await changeFacilitySetting(ctx, {
          slug: request.params.slug,
          key: request.params.key,
          value: request.body.value,
          actor: actorOf(request),
        }),
      ),
  });

  app.route({
    ...served(app, endpoints.audit, {
      tags,
      summary: "One facility's audit log, a page at a time (OrgAdmin)",
      description: 'The filters and pages of GET audit, read in that facility.',
      security,
    }),
    preHandler: orgAdmin,
    handler: async (request) => facilityAudit(ctx, request.params.slug, request.query),
  });

  app.route({
    ...served(app, endpoints.report, {
      tags,
      summary: "Each facility's money of a range of nights, and the sums (OrgAdmin)",
      description:
        "from and to are local dates, inclusive, read in each facility's own zone, at most 366 nights. Totals only: no patron's data.",
      security,
    }),
    preHandler: orgAdmin,
    handler: async (request) => organisationReport(ctx, request.query),
  });
};
