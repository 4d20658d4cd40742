import type { TestApp } from './test-app.ts';

const NIGHT = '2026-12-01';

/** For each role that needs the second factor, a route it opens and a patron's token does not. */
export const staffRoutes = [
  ['Admin', `/api/api/audit?from=${NIGHT}&to=${NIGHT}`],
  ['Receptionist', `/api/api/reservations/day?dt=${NIGHT}`],
  ['UserPlateAdmin', '/api/api/plates/pending'],
] as const;

export type StaffRole = (typeof staffRoutes)[number][0];

/** The status of `role`'s staff route called with this access token. */
export async function staffRouteStatus(t: TestApp, role: StaffRole, accessToken: string): Promise<number> {
  const url = staffRoutes.find(([r]) => r === role)![1];
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });
  return res.statusCode;
}

/** An administrator gives (PUT) a role to a user, as the people page does. */
export async function grantRole(t: TestApp, adminToken: string, userId: string, role: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/api/users/${userId}/roles/${role}`,
    headers: { authorization: `Bearer ${adminToken}` },
  });
}
