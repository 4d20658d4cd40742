/**
 * A room tablet's words (room.<language>.json). Only the rooms' tablets need them, so they stay out of
 * every other page's texts. A {{name}} in a text is filled in where it is shown.
 */
export interface RoomContent {
  /** {{room}}. */
  title: string;
  language: string;
  /** {{name}}. */
  section: string;
  passcodeLabel: string;
  passcodeHint: string;
  unlock: string;
  fourDigits: string;
  noVisit: string;
  /** What her visit's status means for her; a status without a text shows as it is. */
  statuses: Record<string, string>;
  ready: string;
  help: string;
  supplies: string;
  suppliesTitle: string;
  back: string;
  readyDone: string;
  readyNext: string;
  helpDone: string;
  helpOpen: string;
  /** {{item}}. */
  supplyDone: string;
  /** The front desk's {{extension}} on the room's phone. */
  callReception: string;
  locked: string;
}
