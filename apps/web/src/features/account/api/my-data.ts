import { useMutation } from '@tanstack/react-query';
import { myDataSchema, nullResultAnswer, privacyApi, type DeleteAccountRequest } from '@tevila/contract';
import { exportFileName } from '@tevila/domain';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';

/** Her data as the server wrote it, and the file name it goes by (the facility's date of export). */
export interface MyDataFile {
  fileName: string;
  json: string;
}

/** GET users/{id}/export with her bearer token → the JSON document to save. */
export async function fetchMyData(userId: string): Promise<MyDataFile> {
  const data = checkedAnswer(myDataSchema, await http.call(privacyApi.export, { params: { id: userId } }));
  // exportedAt carries the facility's own offset, so its date is the facility's date.
  return { fileName: exportFileName(data.exportedAt.slice(0, 10)), json: JSON.stringify(data, null, 2) };
}

export function useDownloadMyData(userId: string) {
  return useMutation({ mutationFn: () => fetchMyData(userId) });
}

/** DELETE users/{id} { confirm: true } → her account is deleted (her sessions end with it). */
export async function deleteAccount(userId: string): Promise<void> {
  const body: DeleteAccountRequest = { confirm: true };
  const answer: unknown = await withErrorMessage(() =>
    http.call(privacyApi.deleteAccount, { params: { id: userId }, body, expectBody: true }),
  );
  checkedAnswer(nullResultAnswer, answer);
}

export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: () => deleteAccount(userId) });
}
