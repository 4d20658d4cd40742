// The API's endpoints (docs/decisions/0072): each one route (method, path) with the schemas it reads
// and answers. The server registers every route from here; the web builds its calls from the light
// routes alone (../routes/), so no page carries a schema it does not parse.
import { accountSessionsEndpoints } from './account-sessions.ts';
import { arrivalEndpoints } from './arrival.ts';
import { attendantsEndpoints } from './attendants.ts';
import { auditEndpoints } from './audit.ts';
import { botCheckEndpoints } from './bot-check.ts';
import { buildingDevicesEndpoints } from './building-devices.ts';
import { buildingEndpoints } from './building.ts';
import { contactEndpoints } from './contact.ts';
import { devEndpoints } from './dev.ts';
import { devicesEndpoints } from './devices.ts';
import { excludedAttendantsEndpoints } from './excluded-attendants.ts';
import { facilitiesEndpoints } from './facilities.ts';
import { garageEndpoints } from './garage.ts';
import { liveEndpoints } from './live.ts';
import { nightEndpoints } from './night.ts';
import { paymentsEndpoints } from './payments.ts';
import { platesEndpoints } from './plates.ts';
import { privacyEndpoints } from './privacy.ts';
import { receiptsEndpoints } from './receipts.ts';
import { organisationEndpoints } from './organisation.ts';
import { reportsEndpoints } from './reports.ts';
import { reservationsEndpoints } from './reservations.ts';
import { scheduleEndpoints } from './schedule.ts';
import { secondFactorEndpoints } from './second-factor.ts';
import { sessionsEndpoints } from './sessions.ts';
import { settingsEndpoints } from './settings.ts';
import { signInEndpoints } from './sign-in.ts';
import { systemEndpoints } from './system.ts';
import { tabletEndpoints } from './tablet.ts';
import { tokenEndpoints } from './token.ts';
import { toursEndpoints } from './tours.ts';
import { usersEndpoints } from './users.ts';
import { waitlistEndpoints } from './waitlist.ts';
import { weatherEndpoints } from './weather.ts';

import type { Endpoint } from './endpoint.ts';

export { endpoint, type Endpoint, type EndpointSchemas } from './endpoint.ts';
export { failureSchema, guarded, guardedById, throttledSchema } from './refusals.ts';
export { intQuery, isoDateQuery } from './query-fields.ts';
export { notModified } from './not-modified.ts';

export {
  accountSessionsEndpoints,
  arrivalEndpoints,
  attendantsEndpoints,
  auditEndpoints,
  botCheckEndpoints,
  buildingEndpoints,
  buildingDevicesEndpoints,
  contactEndpoints,
  devEndpoints,
  devicesEndpoints,
  excludedAttendantsEndpoints,
  facilitiesEndpoints,
  garageEndpoints,
  liveEndpoints,
  nightEndpoints,
  paymentsEndpoints,
  platesEndpoints,
  privacyEndpoints,
  receiptsEndpoints,
  organisationEndpoints,
  reportsEndpoints,
  reservationsEndpoints,
  scheduleEndpoints,
  secondFactorEndpoints,
  sessionsEndpoints,
  settingsEndpoints,
  signInEndpoints,
  systemEndpoints,
  tabletEndpoints,
  tokenEndpoints,
  toursEndpoints,
  usersEndpoints,
  waitlistEndpoints,
  weatherEndpoints,
};

const listed = (area: Readonly<Record<string, Endpoint>>): Endpoint[] => Object.values(area);

/** Every endpoint the server serves, each area's in turn: the route table is held equal to it. */
export const allEndpoints: readonly Endpoint[] = [
  ...listed(reservationsEndpoints),
  ...listed(systemEndpoints),
  ...listed(tokenEndpoints),
  ...listed(settingsEndpoints),
  ...listed(scheduleEndpoints),
  ...listed(weatherEndpoints),
  ...listed(facilitiesEndpoints),
  ...listed(signInEndpoints),
  ...listed(sessionsEndpoints),
  ...listed(secondFactorEndpoints),
  ...listed(accountSessionsEndpoints),
  ...listed(usersEndpoints),
  ...listed(waitlistEndpoints),
  ...listed(nightEndpoints),
  ...listed(arrivalEndpoints),
  ...listed(tabletEndpoints),
  ...listed(liveEndpoints),
  ...listed(devicesEndpoints),
  ...listed(buildingDevicesEndpoints),
  ...listed(paymentsEndpoints),
  ...listed(contactEndpoints),
  ...listed(botCheckEndpoints),
  ...listed(toursEndpoints),
  ...listed(garageEndpoints),
  ...listed(attendantsEndpoints),
  ...listed(excludedAttendantsEndpoints),
  ...listed(privacyEndpoints),
  ...listed(platesEndpoints),
  ...listed(buildingEndpoints),
  ...listed(reportsEndpoints),
  ...listed(auditEndpoints),
  ...listed(organisationEndpoints),
  ...listed(receiptsEndpoints),
  ...listed(devEndpoints),
];
