import { useQuery } from '@tanstack/react-query';
import { usersApi } from '@tevila/contract';
import { http } from './http';
import { toPersonList, type PersonSummary } from './people-search';

/** The roles the administration lists its staff by (docs/staff-api.md). */
export const staffRoles = ['Admin', 'Receptionist', 'UserPlateAdmin', 'OpenGarageGate'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const PEOPLE_BY_ROLE_ROOT = 'peopleByRole';
export const peopleByRoleQueryKey = (role: string) => [PEOPLE_BY_ROLE_ROOT, role] as const;

/** GET users?role= (Admin) → the users holding the role. */
export async function fetchPeopleByRole(role: StaffRole, signal?: AbortSignal): Promise<PersonSummary[]> {
  return toPersonList(await http.call(usersApi.byRole, { query: { role }, signal }));
}

export function usePeopleByRole(role: StaffRole) {
  return useQuery({
    queryKey: peopleByRoleQueryKey(role),
    queryFn: ({ signal }) => fetchPeopleByRole(role, signal),
  });
}
