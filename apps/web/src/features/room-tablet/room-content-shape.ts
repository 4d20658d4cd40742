/** A room tablet's words. Only the rooms' tablets need them, so they stay out of every other page's texts. */
export interface RoomContent {
  title: (room: string) => string;
  language: string;
  section: (name: string) => string;
  passcodeLabel: string;
  passcodeHint: string;
  unlock: string;
  fourDigits: string;
  noVisit: string;
  status: (status: string) => string;
  ready: string;
  help: string;
  supplies: string;
  suppliesTitle: string;
  back: string;
  readyDone: string;
  readyNext: string;
  helpDone: string;
  helpOpen: string;
  supplyDone: (item: string) => string;
  /** The front desk's extension on the room's phone. */
  callReception: (extension: string) => string;
  locked: string;
}
