// The database schema, one file per area (drizzle-kit reads this file and what it re-exports).
export * from './schema/facilities.ts';
export * from './schema/site.ts';
export * from './schema/users.ts';
export * from './schema/reservations.ts';
export * from './schema/payments.ts';
export * from './schema/tours.ts';
export * from './schema/patron-account.ts';
export * from './schema/night.ts';
export * from './schema/waitlist.ts';
export * from './schema/devices.ts';
export * from './schema/room-tablets.ts';
export * from './schema/second-factor.ts';
export * from './schema/shared-state.ts';
export * from './schema/door-codes.ts';
export * from './schema/terminals.ts';
