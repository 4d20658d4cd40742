import { splitPlates } from './plate-numbers.ts';

/** A submission of her license and registration, as a plate administrator left it. */
export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

/** What became of the documents she sent last: none sent, awaiting review, approved, refused. */
export type DocumentsReview = 'none' | 'pending' | 'approved' | 'refused';

/** How one of her saved plates is shown: approved, or not yet, and then whether it awaits review. */
export type PlateLabel = 'approved' | 'awaitingReview' | 'notApproved';

export interface PlateStanding {
  /** Her saved plates are approved: parking may be booked (docs/product/booking.md §5). */
  platesApproved: boolean;
  documents: DocumentsReview;
  /** How each saved plate is labelled. */
  plateLabel: PlateLabel;
}

const review: Record<SubmissionStatus, DocumentsReview> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'refused',
};

/**
 * Where her plates stand, from her user record (plateNumber, plateApproved) and her submissions,
 * newest first. The one reading of the two for every page: the patron's, the plate administrator's.
 * Only the newest submission counts: documents sent again after a refusal are what await review.
 */
export function plateStanding(
  user: { plateNumber: string | null | undefined; plateApproved: boolean | undefined },
  submissions: readonly { status: SubmissionStatus }[],
): PlateStanding {
  const platesApproved = user.plateApproved === true && splitPlates(user.plateNumber).length > 0;
  const newest = submissions[0];
  const documents = newest === undefined ? 'none' : review[newest.status];
  let plateLabel: PlateLabel = 'notApproved';
  if (platesApproved) plateLabel = 'approved';
  else if (documents === 'pending') plateLabel = 'awaitingReview';
  return { platesApproved, documents, plateLabel };
}
