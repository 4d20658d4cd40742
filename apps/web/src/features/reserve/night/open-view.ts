import { viewSearch, VIEW_PARAM, type ReserveView } from '../flow/views';

/**
 * Leaves the painted date step (decision 0068) for a view of the flow, which the app draws from the
 * flow kept in this tab: a page load, its code already cached once she chose a night.
 */
export function openView(view: ReserveView | 'list'): void {
  // Her list asked for by name: not an arrival, so it is shown as it is (flow/arrival.ts).
  const search = view === 'list' ? `?${VIEW_PARAM}=reserve-start` : viewSearch(view);
  window.location.assign(`${window.location.pathname}${search}`);
}
