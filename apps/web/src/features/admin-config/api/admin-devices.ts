import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deviceAnswer,
  deviceListSchema,
  devicesApi,
  newDeviceAnswer,
  type Device,
  type DeviceRequest,
  type NewDevice,
} from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';

export type { Device, NewDevice };

export const adminDevicesQueryKey = ['adminConfig', 'devices'] as const;

/** GET devices (Admin): newest first, never a token. */
export async function fetchDevices(signal?: AbortSignal): Promise<Device[]> {
  return checkedAnswer(deviceListSchema, await http.call(devicesApi.list, { signal }));
}

export function useAdminDevices() {
  return useQuery({ queryKey: adminDevicesQueryKey, queryFn: ({ signal }) => fetchDevices(signal) });
}

/** POST devices { kind, name, roomId? } → the device and its token, shown this once. */
export async function createDevice(body: DeviceRequest): Promise<NewDevice> {
  return withErrorMessage(
    async () => checkedAnswer(newDeviceAnswer, await http.call(devicesApi.create, { body })).result,
  );
}

/** DELETE devices/{id}: its token opens nothing from now on. */
export async function revokeDevice(id: number): Promise<Device> {
  return withErrorMessage(
    async () => checkedAnswer(deviceAnswer, await http.call(devicesApi.revoke, { params: { id } })).result,
  );
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
