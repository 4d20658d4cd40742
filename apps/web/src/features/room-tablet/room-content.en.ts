import type { RoomContent } from './room-content-shape';

const statuses: Record<string, string> = {
  Assigned: 'Welcome. Take your time.',
  Prep: 'Preparing.',
  ReadyForMikvah: 'You are ready. The attendant is on her way.',
  ReadyForMikvahNext: 'You are ready and next in line for the mikvah.',
  InMikvah: 'At the mikvah.',
  Dressing: 'Dressing.',
};

/** A room's tablet in English. */
const content: RoomContent = {
  title: (room) => `Room ${room}`,
  language: 'Language',
  section: (name) => `Section ${name}`,
  passcodeLabel: 'Room passcode',
  passcodeHint: 'The 4 digits an administrator set for the room tablets.',
  unlock: 'Unlock',
  fourDigits: 'Please type the 4 digits of the room passcode.',
  noVisit: 'This room is free.',
  status: (status) => statuses[status] ?? status,
  ready: 'Ready for the mikvah',
  help: 'I need help',
  supplies: 'Supplies',
  suppliesTitle: 'What do you need?',
  back: 'Back',
  readyDone: 'Thank you. The attendant knows you are ready.',
  readyNext: 'Thank you. You are next for the mikvah; the attendant will come for you.',
  helpDone: 'The front desk has been told. Someone is coming.',
  helpOpen: 'Help is on its way.',
  supplyDone: (item) => `${item}: the front desk has been asked.`,
  callReception: (extension) => `To call the front desk, dial extension ${extension}.`,
  locked:
    'This screen is not unlocked. An administrator opens the link from Rooms and Staff → Devices on this tablet, or types the room passcode.',
};

export default content;
