import {
  nightApi,
  roomTabletAnswer,
  roomTabletSchema,
  supplyAnswer,
  tabletApi,
  type RoomTablet,
} from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';

/** What opens a room's tablet calls: its device token, or the room passcode typed on it. */
export type RoomKey = { token: string } | { passcode: string };

// Never a person's session: the client's own token and its refresh stay out of it.
const headersOf = (key: RoomKey): Record<string, string> =>
  'token' in key ? { Authorization: `Bearer ${key.token}` } : { 'X-Room-Passcode': key.passcode };

export async function fetchRoomTablet(roomId: string, key: RoomKey): Promise<RoomTablet> {
  const answer = await withErrorMessage(() =>
    http.call(tabletApi.tablet, {
      params: { id: roomId },
      auth: false,
      headers: headersOf(key),
      cache: 'no-store',
    }),
  );
  return checkedAnswer(roomTabletSchema, answer);
}

export async function pressReady(roomId: string, key: RoomKey): Promise<RoomTablet> {
  const answer = await withErrorMessage(() =>
    http.call(tabletApi.ready, { params: { id: roomId }, auth: false, headers: headersOf(key) }),
  );
  return checkedAnswer(roomTabletAnswer, answer).result;
}

export async function pressHelp(roomId: string, key: RoomKey): Promise<RoomTablet> {
  const answer = await withErrorMessage(() =>
    http.call(tabletApi.help, { params: { id: roomId }, auth: false, headers: headersOf(key) }),
  );
  return checkedAnswer(roomTabletAnswer, answer).result;
}

export async function askSupply(roomId: string, key: RoomKey, item: string): Promise<void> {
  const answer = await withErrorMessage(() =>
    http.call(nightApi.supplies, {
      params: { id: roomId },
      body: { item },
      auth: false,
      headers: headersOf(key),
    }),
  );
  checkedAnswer(supplyAnswer, answer);
}
