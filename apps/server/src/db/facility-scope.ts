import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_FACILITY } from '@tevila/domain';

/**
 * Which facility a piece of work belongs to, and how a connection is bound to it (docs/decisions/0077).
 * Every statement the server sends runs on a connection bound to the facility of the work that sent
 * it: the role SERVER_ROLE, which row-level security binds, and `app.facility`, which the policies
 * compare each row's facility with and which a new row takes as its own. The work never names its
 * facility in a query, so no query can forget it.
 */

/** The role the server's statements run as: neither a superuser nor the tables' owner. */
export const SERVER_ROLE = 'tevila_server';

const scope = new AsyncLocalStorage<string>();

/**
 * Runs `work` as the facility's. It is awaited inside the scope: a query builder sends its statement
 * only when awaited, and must still find the facility then.
 */
export async function inFacility<T>(facility: string, work: () => T | PromiseLike<T>): Promise<T> {
  if (needsNoScope(facility)) return await work();
  return scope.run(facility, async () => await work());
}

/** Runs synchronous `work` as the facility's: what it starts (a load, a timer) stays the facility's. */
export function inFacilityNow<T>(facility: string, work: () => T): T {
  return needsNoScope(facility) ? work() : scope.run(facility, work);
}

/**
 * The first facility's work outside any other's needs no scope: boundFacility() answers it. A process
 * that never enters one keeps Node's async context tracking off, which cost a deployment of one
 * facility a third of its bookings per second under load.
 */
export function needsNoScope(facility: string): boolean {
  return facility === DEFAULT_FACILITY && scope.getStore() === undefined;
}

/** The facility of the work under way; outside any, the one facility a deployment starts with. */
export function boundFacility(): string {
  return scope.getStore() ?? DEFAULT_FACILITY;
}

/**
 * The text an advisory lock on something of the facility's is keyed by (with hashtext). Advisory
 * locks are one space for the whole database: keyed by the thing alone, two facilities' nights of one
 * date would wait for each other. The first facility's texts are as they were before there were
 * others, so instances of the version before and after an upgrade still serialise its bookings.
 */
export function facilityLockText(text: string): string {
  const facility = boundFacility();
  return facility === DEFAULT_FACILITY ? text : `${facility}/${text}`;
}

// A facility's id is a slug (lowercase letters, digits, hyphens); quoting it anyway costs nothing.
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Binds a connection that is not yet: the server's role, and the facility. */
export const bindStatement = (facility: string) =>
  `SET ROLE ${SERVER_ROLE}; SET app.facility = ${literal(facility)}`;

/** Moves a bound connection to another facility. */
export const moveStatement = (facility: string) => `SET app.facility = ${literal(facility)}`;

/** Gives a connection back its login role, for the owner's work (migrations, a restore), keeping the facility. */
export const unbindStatement = (facility: string) => `RESET ROLE; SET app.facility = ${literal(facility)}`;
