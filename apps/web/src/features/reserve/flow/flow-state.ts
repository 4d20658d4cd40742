import type { Reservation } from '../../../api/reservation';

/**
 * The reserve flow's own state (docs/product/booking.md §3 `mode`, §4): what is being booked, kept in
 * sessionStorage so a reload keeps it. The view itself lives in the URL (see views.ts).
 */
export type FlowMode = 'new' | 'edit' | 'pay';
export type RoomType = 'shower' | 'bath' | 'handicapped' | 'kallah';
export type Salon = 'none' | 'manicure' | 'both';

export interface FlowState {
  mode: FlowMode | null;
  date: string | null;
  roomType: RoomType | null;
  parking: boolean;
  doubleSlot: boolean;
  salon: Salon;
  slot: string | null;
  replacingReservationId: string | null;
  reservationId: string | null;
  /** The access code of the reservation an edit replaced: the success view says whether it changed. */
  replacedCode: string | null;
  /** Pay mode of a reservation just booked whose charge failed: still the booking's payment step. */
  afterBooking: boolean;
}

export const initialFlow: FlowState = {
  mode: null,
  date: null,
  roomType: null,
  parking: false,
  doubleSlot: false,
  salon: 'none',
  slot: null,
  replacingReservationId: null,
  reservationId: null,
  replacedCode: null,
  afterBooking: false,
};

export type FlowAction =
  /** `last`: her most recent reservation, whose room and extras are chosen for her again. */
  | { type: 'startNew'; last?: Reservation | null }
  | { type: 'startEdit'; reservation: Reservation }
  | { type: 'startPay'; id: string }
  | { type: 'view'; id: string }
  | { type: 'chooseDate'; date: string }
  | { type: 'setKallah'; on: boolean }
  | { type: 'chooseRoom'; room: RoomType }
  | { type: 'setParking'; on: boolean }
  | { type: 'toggleDoubleSlot' }
  | { type: 'toggleSalon'; salon: 'manicure' | 'both' }
  | { type: 'chooseSlot'; slot: string }
  | { type: 'submitted'; reservation: Reservation }
  /** Booked, but the card charge failed: the reservation stands and she pays it. */
  | { type: 'chargeFailed'; reservation: Reservation }
  | { type: 'submitFailed' }
  | { type: 'clearMode' }
  | { type: 'reset' };

function roomOf(r: Reservation): RoomType {
  if (r.kallah) return 'kallah';
  if (r.handicapped) return 'handicapped';
  return r.bath ? 'bath' : 'shower';
}

const salonOf = (r: Reservation): Salon => (r.salonBoth ? 'both' : r.salonManicure ? 'manicure' : 'none');

/**
 * What a returning patron usually books, taken from her last reservation: room and extras. The Kallah
 * room is booked once, so it is never chosen for her again; parking is dropped later if her plate is
 * not approved (the options step knows).
 */
function preferencesOf(r: Reservation | null | undefined): Partial<FlowState> {
  if (!r) return {};
  const room = roomOf(r);
  return {
    roomType: room === 'kallah' ? null : room,
    parking: r.parking,
    doubleSlot: r.doubleSlot,
    salon: salonOf(r),
  };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'startNew':
      return { ...initialFlow, ...preferencesOf(action.last), mode: 'new' };
    case 'startEdit': {
      // docs/product/booking.md §4 Edit and change: its id becomes replacingReservationId and is cleared. Everything
      // she had chosen is chosen again, her time included (availability leaves it free for her).
      const r = action.reservation;
      return {
        ...initialFlow,
        mode: 'edit',
        date: r.reservationDate.slice(0, 10),
        roomType: roomOf(r),
        parking: r.parking,
        doubleSlot: r.doubleSlot,
        salon: salonOf(r),
        slot: r.reservationTime,
        replacingReservationId: r.id,
        replacedCode: r.reservationCode,
      };
    }
    case 'startPay':
      return { ...initialFlow, mode: 'pay', reservationId: action.id };
    case 'view':
      return { ...initialFlow, reservationId: action.id };
    case 'chooseDate':
      return action.date === state.date ? state : { ...state, date: action.date, slot: null };
    case 'setKallah':
      if (action.on) return { ...state, roomType: 'kallah', slot: null };
      return state.roomType === 'kallah' ? { ...state, roomType: null, slot: null } : state;
    case 'chooseRoom':
      return { ...state, roomType: action.room };
    case 'setParking':
      return state.parking === action.on ? state : { ...state, parking: action.on };
    case 'toggleDoubleSlot':
      return { ...state, doubleSlot: !state.doubleSlot };
    case 'toggleSalon':
      // Manicure and both are mutually exclusive; choosing the chosen one again clears it.
      return { ...state, salon: state.salon === action.salon ? 'none' : action.salon };
    case 'chooseSlot':
      return { ...state, slot: action.slot };
    case 'submitted':
      return { ...initialFlow, reservationId: action.reservation.id, replacedCode: editedCode(state) };
    case 'chargeFailed':
      return {
        ...initialFlow,
        mode: 'pay',
        reservationId: action.reservation.id,
        replacedCode: editedCode(state),
        afterBooking: true,
      };
    case 'submitFailed':
      // docs/product/booking.md §4 Submit 5: the create or replace failed, so the replaced id is restored (an edit
      // shows the reservation it meant to replace, unchanged) and the mode is cleared (a new booking
      // has nothing to show but the error and a way to start again).
      return {
        ...state,
        mode: null,
        reservationId: state.replacingReservationId ?? state.reservationId,
        replacingReservationId: null,
        replacedCode: null,
      };
    case 'clearMode':
      return { ...state, mode: null, afterBooking: false };
    case 'reset':
      return initialFlow;
  }
}

/** The replaced reservation's code, carried from an edit to the reservation that replaced it. */
const editedCode = (state: FlowState): string | null => (state.mode === 'edit' ? state.replacedCode : null);

export const FLOW_STORAGE_KEY = 'reserveFlow';

export function loadFlow(storage: Storage | null = sessionStore()): FlowState {
  try {
    const raw = storage?.getItem(FLOW_STORAGE_KEY);
    if (!raw) return initialFlow;
    // What this flow stored itself; read field by field below.
    const parsed = JSON.parse(raw) as Partial<FlowState>;
    return typeof parsed === 'object' && parsed ? { ...initialFlow, ...parsed } : initialFlow;
  } catch {
    return initialFlow;
  }
}

export function saveFlow(state: FlowState, storage: Storage | null = sessionStore()): void {
  try {
    storage?.setItem(FLOW_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Blocked storage: the flow still works, a reload starts over.
  }
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
