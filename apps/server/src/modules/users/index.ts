/** The users module as other modules use it (docs/decisions/0031): only through this file. */
export {
  findUserById,
  findUserByUserName,
  findUserForUpdate,
  insertUserIfNew,
  listExcludedAttendantIds,
  listRoles,
} from './repo.ts';
export type { UserRow } from './repo.ts';
export type { RoleEvents, UserEvents } from '../../module-events.ts';
export { grantAdminPhoneRole, setRoleByPhone } from './roles-service.ts';
export { isAdmin, isUserId, toUserView } from './view.ts';
export type { Principal, UserView } from './view.ts';
