import { useMutation } from '@tanstack/react-query';
import { buildingApi } from '@tevila/contract';
import { http, withErrorMessage } from '../../../api/http';
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
  await withErrorMessage(() =>
    http.call(buildingApi.sectionAttendant, {
      params: { id: sectionId },
      query: { dt: date },
      body: { attendantId },
    }),
  );
}

export function useSetSectionAttendant() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: setSectionAttendant, onSuccess: refresh });
}
