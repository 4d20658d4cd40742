/** The kiosk's words. Only the lobby's tablet needs them, so they stay out of every other page's texts. */
export interface KioskContent {
  title: string;
  language: string;
  codeLabel: string;
  codeHint: string;
  keypad: string;
  erase: string;
  checkIn: string;
  fiveDigits: string;
  roomReady: (room: string, section: string) => string;
  waiting: (code: string) => string;
  done: string;
  locked: string;
  relock: string;
  /** The front desk's extension, for a question the screen does not answer. */
  callReception: (extension: string) => string;
}
