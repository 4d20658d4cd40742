import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deviceAnswer,
  deviceListSchema,
  newDeviceAnswer,
  type Device,
  type DeviceRequest,
  type NewDevice,
} from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, preferErrorMessage } from '../../../api/http';
import { liveNightPaths } from '../../../api/live-night-paths';

export type { Device, NewDevice };

export const adminDevicesQueryKey = ['adminConfig', 'devices'] as const;

/** GET devices (Admin): newest first, never a token. */
export async function fetchDevices(signal?: AbortSignal): Promise<Device[]> {
  return checkedAnswer(deviceListSchema, await http.get<unknown>(liveNightPaths.devices(), { signal }));
}

export function useAdminDevices() {
  return useQuery({ queryKey: adminDevicesQueryKey, queryFn: ({ signal }) => fetchDevices(signal) });
}

/** POST devices { kind, name, roomId? } → the device and its token, shown this once. */
export async function createDevice(body: DeviceRequest): Promise<NewDevice> {
  try {
    return checkedAnswer(newDeviceAnswer, await http.post<unknown>(liveNightPaths.devices(), body)).result;
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

/** DELETE devices/{id}: its token opens nothing from now on. */
export async function revokeDevice(id: number): Promise<Device> {
  try {
    return checkedAnswer(deviceAnswer, await http.delete<unknown>(liveNightPaths.device(id))).result;
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDevicesQueryKey }),
  });
}

export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDevicesQueryKey }),
  });
}
