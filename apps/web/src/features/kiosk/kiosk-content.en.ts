import type { KioskContent } from './kiosk-content-shape';

/** The kiosk in English. */
const content: KioskContent = {
  title: 'Check in',
  language: 'Language',
  codeLabel: 'Your access code',
  codeHint: "The 5 digits of your reservation's access code.",
  keypad: 'Keypad',
  erase: 'Erase the last digit',
  checkIn: 'Check in',
  fiveDigits: 'Please type the 5 digits of your access code.',
  roomReady: (room, section) => `Your room is ready: room ${room}, section ${section}.`,
  waiting: (code) => `You are checked in. Your waiting code is ${code}. Please have a seat; we will call it.`,
  done: 'Done',
  locked:
    'This screen is not unlocked yet. An administrator unlocks it from Rooms and Staff → Devices, by opening the link shown there on this tablet.',
  relock: 'This screen is no longer unlocked. Please ask an administrator to unlock it again.',
  callReception: (extension) => `A question? The front desk is on extension ${extension}.`,
};

export default content;
