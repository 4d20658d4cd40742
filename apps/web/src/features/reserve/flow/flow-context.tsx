import { createContext, use, useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { flowReducer, initialFlow, loadFlow, saveFlow, type FlowAction, type FlowState } from './flow-state';
import { viewSearch, type ReserveView } from './views';

export interface GoOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** reserve-start only: show the list as it is, without the automatic routing. */
  list?: boolean;
}

interface FlowContextValue {
  flow: FlowState;
  dispatch: (action: FlowAction) => void;
  go: (view: ReserveView, options?: GoOptions) => void;
}

const FlowContext = createContext<FlowContextValue | null>(null);

/** `start`: the flow her arrival opens (arrival.ts), instead of the one this tab kept. */
export function FlowProvider({ start = null, children }: { start?: FlowAction | null; children: ReactNode }) {
  const [flow, dispatch] = useReducer(flowReducer, undefined, () =>
    start ? flowReducer(initialFlow, start) : loadFlow(),
  );
  const navigate = useNavigate();
  useEffect(() => saveFlow(flow), [flow]);
  const go = useCallback(
    (view: ReserveView, { replace = false, list = false }: GoOptions = {}) => {
      void navigate({ search: viewSearch(view) }, { replace, state: list ? { list: true } : null });
      window.scrollTo({ top: 0 });
    },
    [navigate],
  );
  const value = useMemo(() => ({ flow, dispatch, go }), [flow, go]);
  return <FlowContext value={value}>{children}</FlowContext>;
}

export function useFlow(): FlowContextValue {
  const value = use(FlowContext);
  if (!value) throw new Error('useFlow needs a FlowProvider');
  return value;
}
