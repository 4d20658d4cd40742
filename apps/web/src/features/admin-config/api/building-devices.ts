import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  buildingDeviceListSchema,
  buildingDevicesApi,
  buildingDeviceTestAnswer,
  type BuildingDeviceTest,
  type BuildingDeviceView,
} from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';

export type { BuildingDeviceTest, BuildingDeviceView };
export type BuildingDeviceId = BuildingDeviceView['id'];

export const buildingDevicesQueryKey = ['adminConfig', 'buildingDevices'] as const;

/** GET building-devices (Admin): each device's address and how its last call went. */
export async function fetchBuildingDevices(signal?: AbortSignal): Promise<BuildingDeviceView[]> {
  return checkedAnswer(buildingDeviceListSchema, await http.call(buildingDevicesApi.list, { signal }));
}

export function useBuildingDevices() {
  return useQuery({
    queryKey: buildingDevicesQueryKey,
    queryFn: ({ signal }) => fetchBuildingDevices(signal),
  });
}

/** POST building-devices/{id}/test: whether the device took the test, and the device after it. */
export async function testBuildingDevice(id: BuildingDeviceId): Promise<BuildingDeviceTest> {
  const answer = await withErrorMessage(() => http.call(buildingDevicesApi.test, { params: { id } }));
  return checkedAnswer(buildingDeviceTestAnswer, answer).result;
}

/** A test changes the device's last call, and a refusal may mean its address changed: the list is read again. */
export function useTestBuildingDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testBuildingDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: buildingDevicesQueryKey }),
  });
}
