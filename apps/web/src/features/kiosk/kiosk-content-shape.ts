/**
 * The kiosk's words (kiosk.<language>.json). Only the lobby's tablet needs them, so they stay out of
 * every other page's texts. A {{name}} in a text is filled in where it is shown.
 */
export interface KioskContent {
  title: string;
  language: string;
  codeLabel: string;
  codeHint: string;
  keypad: string;
  erase: string;
  checkIn: string;
  fiveDigits: string;
  /** {{room}}, {{section}}. */
  roomReady: string;
  /** {{code}}. */
  waiting: string;
  done: string;
  locked: string;
  relock: string;
  /** The front desk's {{extension}}, for a question the screen does not answer. */
  callReception: string;
}
