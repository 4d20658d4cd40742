import { useMutation } from '@tanstack/react-query';
import { http, withErrorMessage } from '../../../api/http';
import { staffPaths } from '../../../api/staff-paths';
import { useStaffRefresh } from './staff-refresh';

export interface SectionAttendantInput {
  sectionId: number;
  date: string;
  /** null: No Attendant. */
  attendantId: number | null;
}

/** PUT sections/{id}/attendant?dt= { attendantId }: who works the section that night. */
export async function setSectionAttendant({
  sectionId,
  date,
  attendantId,
}: SectionAttendantInput): Promise<void> {
  await withErrorMessage(() => http.put(staffPaths.staffSectionAttendant(sectionId, date), { attendantId }));
}

export function useSetSectionAttendant() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: setSectionAttendant, onSuccess: refresh });
}
