import type { StaffRole } from '../../api/people-by-role';
import type { TranslationKey } from '../../i18n/keys';

/** Each role's name on the screens. */
export const roleLabels: Record<StaffRole, TranslationKey> = {
  Admin: 'admin.people.roles.Admin',
  Receptionist: 'admin.people.roles.Receptionist',
  UserPlateAdmin: 'admin.people.roles.UserPlateAdmin',
  OpenGarageGate: 'admin.people.roles.OpenGarageGate',
};

export const isStaffRole = (role: string): role is StaffRole => role in roleLabels;
