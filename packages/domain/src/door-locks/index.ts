export {
  doorCodeOnDoors,
  doorCodeStep,
  doorCodeWindow,
  doorRetrySeconds,
  holdsDoorCode,
  wantedDoorCode,
  type DoorCode,
  type DoorCodeOnRecord,
  type DoorCodeReservation,
  type DoorCodeStep,
  type DoorZone,
} from './door-codes.ts';
