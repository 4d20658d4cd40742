/**
 * Shapes the server and the web share that the contract does not declare (docs/staff-api.md, Shapes).
 * The desk's reservations, rooms, sections, cubicles and attendants are the contract's schemas
 * (packages/contract, docs/decisions/0034): one definition for both ends.
 */

/** A user as the desk's and the plate page's lookups list her (users/search and users?role=). */
export interface ListedUser {
  id: string;
  userName: string;
  phoneNumber: string;
  plateNumber: string | null;
  plateApproved: boolean;
  roles: string[];
  testUser: boolean;
}

/** What a reservation asks for: its room and extras (bath=false is a shower). */
export interface ReservationFlags {
  bath: boolean;
  handicapped: boolean;
  kallah: boolean;
  doubleSlot: boolean;
  parking: boolean;
  salonManicure: boolean;
  salonBoth: boolean;
}

/** A reservation's charges by what they are for, in dollars (the patron and the staff views alike). */
export interface PriceDollars {
  room: number;
  parking: number;
  salon: number;
  doubleSlot: number;
  total: number;
}
