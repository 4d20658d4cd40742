import { useMutation } from '@tanstack/react-query';
import { exportFileName } from '@tevila/domain';
import { ApiError, GENERIC_ERROR, http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';

/** Her data as the server wrote it, and the file name it goes by (the facility's date of export). */
export interface MyDataFile {
  fileName: string;
  json: string;
}

/** GET users/{id}/export with her bearer token → the JSON document to save. */
export async function fetchMyData(userId: string): Promise<MyDataFile> {
  const data = await http.get<unknown>(paths.userExport(userId));
  if (typeof data !== 'object' || data === null) throw new ApiError('generic', GENERIC_ERROR);
  const exportedAt = (data as { exportedAt?: unknown }).exportedAt;
  // exportedAt carries the facility's own offset, so its date is the facility's date.
  const date =
    typeof exportedAt === 'string' ? exportedAt.slice(0, 10) : new Date().toISOString().slice(0, 10);
  return { fileName: exportFileName(date), json: JSON.stringify(data, null, 2) };
}

export function useDownloadMyData(userId: string) {
  return useMutation({ mutationFn: () => fetchMyData(userId) });
}

/** DELETE users/{id} { confirm: true } → her account is deleted (her sessions end with it). */
export async function deleteAccount(userId: string): Promise<void> {
  try {
    await http.request(paths.user(userId), { method: 'DELETE', body: { confirm: true } });
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: () => deleteAccount(userId) });
}
