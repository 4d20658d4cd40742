import type { FlowState } from './flow-state';

/** The four views of docs/product/booking.md §2, each a browser-history entry (`?view=`). */
export const VIEWS = ['reserve-start', 'reserve-date', 'reserve-options', 'reserve-payment'] as const;
export type ReserveView = (typeof VIEWS)[number];

export const VIEW_PARAM = 'view';

export const viewTitleKey = {
  'reserve-start': 'reserve.titles.start',
  'reserve-date': 'reserve.titles.date',
  'reserve-options': 'reserve.titles.options',
  'reserve-payment': 'reserve.titles.payment',
} as const satisfies Record<ReserveView, string>;

/** The URL's query for a view: her list is /reserve itself. */
export function viewSearch(view: ReserveView): string {
  return view === 'reserve-start' ? '' : `?${VIEW_PARAM}=${view}`;
}

export function parseView(value: string | null): ReserveView {
  return VIEWS.find((view) => view === value) ?? 'reserve-start';
}

const booking = (flow: FlowState) => flow.mode === 'new' || flow.mode === 'edit';

/**
 * Whether the flow has what a view needs. A history entry whose reservation is no longer in progress
 * (finished, canceled, another tab) falls back to reserve-start.
 */
export function viewIsReady(view: ReserveView, flow: FlowState): boolean {
  switch (view) {
    case 'reserve-start':
      return true;
    case 'reserve-date':
      return booking(flow);
    case 'reserve-options':
      return booking(flow) && !!flow.date;
    case 'reserve-payment':
      return booking(flow) ? !!flow.date && !!flow.slot : !!flow.reservationId;
  }
}
