import { useMutation } from '@tanstack/react-query';
import { nightApi } from '@tevila/contract';
import { http } from '../../../api/http';
import { useStaffRefresh } from './staff-refresh';

export interface SupplyInput {
  roomId: number;
  supplyId: number;
}

/** POST rooms/{roomId}/supplies/{supplyId} { status: 'complete' }. */
export async function completeSupply({ roomId, supplyId }: SupplyInput): Promise<void> {
  await http.call(nightApi.closeSupply, { params: { id: roomId, supplyId }, body: { status: 'complete' } });
}

/** docs/product/site-and-staff.md §8: a failed completion is silent; the list simply shows the request still open. */
export function useCompleteSupply() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: completeSupply, onSettled: refresh });
}
