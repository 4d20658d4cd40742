import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { adminSettingAnswer, adminSettingBody, adminSettingListSchema } from '../admin-settings.ts';
import { auditPageAnswer, auditQueryShape } from '../audit.ts';
import {
  organisationFacilitiesSchema,
  organisationFacilitySchema,
  organisationReportSchema,
} from '../organisation.ts';
import { paymentsReportRangeShape } from '../payments-report.ts';
import { organisationApi as routes } from '../routes/organisation.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guarded, guardedById } from './refusals.ts';

const facility = z.object({ slug: z.string().max(60) });
const text = (max: number) => z.string().max(max);

export const organisationEndpoints = {
  facilities: endpoint(routes.facilities, { answers: { 200: organisationFacilitiesSchema, ...guarded } }),
  // Checked whole by the domain's rule (checkNewFacility), which answers each refusal in one sentence.
  addFacility: endpoint(routes.addFacility, {
    body: z.object({
      slug: text(100),
      name: text(200),
      host: text(300),
      timeZone: text(100).optional(),
      lat: text(40).optional(),
      lng: text(40).optional(),
      admin: text(40).optional(),
    }),
    answers: { 200: organisationFacilitySchema, 400: messageSchema, ...guarded },
  }),
  settings: endpoint(routes.settings, {
    params: facility,
    answers: { 200: adminSettingListSchema, ...guardedById },
  }),
  setting: endpoint(routes.setting, {
    params: facility.extend({ key: z.string().max(100) }),
    body: adminSettingBody,
    answers: { 200: adminSettingAnswer, 400: failureSchema, ...guardedById },
  }),
  audit: endpoint(routes.audit, {
    params: facility,
    query: z.object(auditQueryShape),
    answers: { 200: auditPageAnswer, 400: messageSchema, ...guardedById },
  }),
  report: endpoint(routes.report, {
    query: z.object(paymentsReportRangeShape),
    answers: { 200: organisationReportSchema, 400: messageSchema, ...guarded },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
