/** The night's desk, rooms, devices and tablets: the staff's rules, exported through the package's index. */
export {
  inRoomStatuses,
  isInRoomStatus,
  roomTypeNames,
  roomStatusNames,
  roomTypesFor,
  isRoomFree,
  roomFits,
  compareRoomNumbers,
  chooseRoom,
  roomsFor,
  pickWaiting,
  type RoomTypeName,
  type RoomStatusName,
  type NightRoom,
  type RoomRequest,
  type WaitingPatron,
} from './room-choice.ts';
export { isWaitingCode, newWaitingCode } from './waiting-code.ts';
export {
  MEASURED_STAYS_MIN,
  measuredTurns,
  turnMinutes,
  waitingLine,
  type CompletedStay,
  type LineEntry,
  type LinePlace,
  type StageMinutes,
} from './waiting-line.ts';
export { checkPlaceName, checkRoomNumber, PLACE_NAME_MAX, ROOM_NUMBER_MAX } from './building-names.ts';
// The staff API's answers are the contract's schemas (packages/contract, docs/decisions/0034).
export type { PriceDollars, ListedUser, ReservationFlags } from './views.ts';
export { eveningSystemsOn, operatingNight } from './operating-night.ts';
export {
  checkinOpensAt,
  checkinVerdict,
  type CheckinVerdict,
  type CheckinWindowSettings,
} from './checkin-window.ts';
export {
  arrivalMessages,
  selfArrivalVerdict,
  type ArrivalFacts,
  type ArrivalRefusal,
  type ArrivalSettings,
  type ArrivalSource,
  type ArrivalVerdict,
} from './self-arrival.ts';
export { TIMELINE_DEFAULT_HOURS, expectedEndTime, endOfNightDay, timelineSpan } from './visit-times.ts';
export {
  staffListGroups,
  hereStatuses,
  inListGroup,
  listGroupsOf,
  itemsInGroup,
  type StaffListGroup,
} from './list-groups.ts';
export {
  addWrongCode,
  deviceKinds,
  DEVICE_TOKEN_PREFIX,
  KIOSK_WRONG_CODES,
  KIOSK_WRONG_CODES_WINDOW_MINUTES,
  kioskBlockedUntil,
  type DeviceKind,
  withdrawWrongCode,
  type WrongCodes,
} from './devices.ts';
export {
  addWrongPasscode,
  listedItem,
  readyMove,
  ROOM_WRONG_PASSCODES,
  ROOM_WRONG_PASSCODES_WINDOW_MINUTES,
  supplyItems,
  type PasscodeTries,
  type ReadyMove,
} from './room-tablet.ts';
export {
  boardTile,
  isOverdue,
  minutesInStage,
  supplyTiming,
  type BoardRoom,
  type BoardTile,
  type BoardVisit,
} from './room-board.ts';
