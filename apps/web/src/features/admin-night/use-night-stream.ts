import { useQueryClient } from '@tanstack/react-query';
import { liveApi, urlOf, type LiveNight } from '@tevila/contract';
import { useEffect, useState } from 'react';
import { openLiveStream } from '../../api/live-stream';
import { STAFF_QUERY_ROOT } from '../../api/staff-types';
import { staffDayQueryKey } from './api/staff-day';
import { staffDetailsQueryKey } from './api/staff-details';
import { roomsBoardQueryKey } from './api/rooms-board';

/** Changes that come together (a check-in is several writes) are read once, this long after the last. */
export const NIGHT_REFETCH_DEBOUNCE_MS = 300;

/**
 * The desk's night, live (docs/staff-api.md Live streams): when the night's stream says reservations
 * changed, the list and the details of those reservations are read again, once for a burst of
 * changes, and the rooms board with them; when it says anything may have changed (on connecting),
 * everything of the desk is. Answers
 * whether the stream is live, for the page to show.
 */
export function useNightStream(date: string): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let changed: Set<string> | null = new Set();
    const refetch = () => {
      const ids = changed;
      changed = new Set();
      if (ids === null) {
        void queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT] });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: staffDayQueryKey(date) });
      // Every change of the night may move a room's tile (an empty list: only a room or a call changed).
      void queryClient.invalidateQueries({ queryKey: roomsBoardQueryKey(date) });
      for (const id of ids) void queryClient.invalidateQueries({ queryKey: staffDetailsQueryKey(id) });
    };
    const close = openLiveStream({
      ticketFor: { night: date },
      url: (ticket) => urlOf(liveApi.nightEvents, {}, { dt: date, ticket }),
      on: {
        night: (data) => {
          // The night stream's event is the LiveNight the server sends (contract staff-night).
          const ids = (data as LiveNight).reservationIds;
          if (ids === null) changed = null;
          else if (changed !== null) for (const id of ids) changed.add(id);
          clearTimeout(timer);
          timer = setTimeout(refetch, NIGHT_REFETCH_DEBOUNCE_MS);
        },
      },
      onLive: setLive,
    });
    return () => {
      clearTimeout(timer);
      close();
      setLive(false);
    };
  }, [date, queryClient]);
  return live;
}
