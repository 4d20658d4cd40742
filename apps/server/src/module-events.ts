import type { Actor } from './actor.ts';
import type { Db } from './db/client.ts';
import type { ReservationRow } from './db/schema.ts';

/*
 * The events one module sets off in the modules built on it, named beside the context that carries
 * them: the context and the modules both import this file, which imports no module.
 */

/** Who changed a status, as recorded: a user id, or "system" for the server's own jobs. */
export type StatusAuthor = Actor | 'system';

/**
 * What a reservation's changes set off in the modules built on reservations, wired in app.ts
 * (docs/decisions/0031): the night and payments import reservations, so reservations reaches them
 * only through these, never by an import.
 */
export interface ReservationEvents {
  /**
   * In the status change's transaction, after it was recorded: the visit's own effects (a cubicle, a
   * waiting code or a room freed; modules/night). Answers the reservation as they leave it.
   */
  statusChanged(
    tx: Db,
    before: ReservationRow,
    after: ReservationRow,
    by: StatusAuthor,
    at: Date,
  ): Promise<ReservationRow>;
  /** In the cancel's transaction: its refund is queued with it, so it survives a crash (modules/payments). */
  canceled(tx: Db, reservationId: string, canceledAt: Date): Promise<void>;
  /** Right after a cancel committed: the refund tried at once; true when anything was refunded. */
  cancelCommitted(reservationId: string, by: StatusAuthor, canceledAt: Date): Promise<boolean>;
  /**
   * After a commit that gave a place of the night back (a cancel, a replacement, a released hold, a
   * move by running late): its waitlist is offered the place (modules/waitlist). Never throws.
   */
  placeFreed(night: string): void;
}

/**
 * What a role change sets off in the modules built on users, wired in app.ts and the CLI
 * (docs/decisions/0031): sessions imports users, so users reaches it only through these.
 */
export interface RoleEvents {
  /**
   * In the grant's transaction, when she was just given a role that needs the second factor while it
   * is required (decision 0045): her sessions that did not pass it end (modules/sessions).
   */
  staffRoleGranted(tx: Db, userId: string, at: Date): Promise<void>;
}

/** How a plate's review is recorded: when, and by whom. */
export interface PlateReview {
  at: Date;
  by: string | null;
}

/** What a change of her account sets off in the modules built on users: a role change, and her plates. */
export interface UserEvents extends RoleEvents {
  /**
   * In the patch's transaction, when a plate administrator records her plates as approved: the documents
   * she sent that await review are approved with them (modules/plates), so the two never disagree.
   * Answers the ids of those approved.
   */
  platesApproved(tx: Db, userId: string, review: PlateReview): Promise<string[]>;
}
