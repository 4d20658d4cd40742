import { useQueryClient } from '@tanstack/react-query';
import { STAFF_QUERY_ROOT } from '../../../api/staff-types';

/** After any desk action: the list, the open details and the sections load again. */
export function useStaffRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT] });
}
