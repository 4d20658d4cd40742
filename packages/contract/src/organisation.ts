import { z } from 'zod/mini';
import { described, money, whole } from './values.ts';

/** A facility of the deployment, as the organisation's page lists it. */
export const organisationFacilitySchema = z.object({
  slug: described(z.string(), "The facility's short name: lowercase letters, digits and hyphens"),
  name: described(z.string(), 'Its name, as patrons see it'),
  host: described(
    z.nullable(z.string()),
    'The host its site answers at; null for the first, which answers every other',
  ),
  timeZone: described(z.string(), 'Its time zone (IANA)'),
});

export const organisationFacilitiesSchema = z.array(organisationFacilitySchema);

export type OrganisationFacility = z.infer<typeof organisationFacilitySchema>;

const totals = described(
  z.array(z.object({ method: z.string(), count: whole(), amount: money })),
  'Settled entries only, by method; refunds count against their method',
);

/** One facility's money of the range: sums only, nothing of any patron. */
export const organisationFacilityMoneySchema = z.object({
  slug: z.string(),
  name: z.string(),
  totals,
  total: money,
  donationTotal: described(money, 'Of the total, the donations and tips'),
});

/** GET organisation/report: each facility's money of the nights from … to (each in its own zone), and the sums. */
export const organisationReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  facilities: z.array(organisationFacilityMoneySchema),
  totals,
  total: money,
  donationTotal: money,
});

export type OrganisationReport = z.infer<typeof organisationReportSchema>;
export type OrganisationFacilityMoney = z.infer<typeof organisationFacilityMoneySchema>;
