import { useEffect, useReducer } from 'react';
import { prefetchApp } from '../../../islands/app-scripts';
import { useHydrated } from '../../../ui/use-hydrated';
import { flowReducer, initialFlow, saveFlow, type FlowAction } from '../flow/flow-state';
import { viewSearch } from '../flow/views';
import classes from '../reserve.module.css';
import { DateChoice, type DateChoiceData } from './date-choice';
import { openView } from './open-view';

export interface DateIslandProps extends DateChoiceData {
  /** The flow her arrival starts (flow/arrival.ts): a new booking. */
  start: FlowAction;
}

/**
 * The date step as the server paints it when her arrival at /reserve is a new booking (decision 0068):
 * it takes her taps with its own small script, keeps the flow in this tab as the app does, and opens
 * the next view, which the whole app draws, when she continues.
 */
export function DateIsland({ start, ...data }: DateIslandProps) {
  const [flow, dispatch] = useReducer(flowReducer, start, (action) => flowReducer(initialFlow, action));
  const hydrated = useHydrated();
  useEffect(() => {
    saveFlow(flow);
    // A night chosen: the options come next, drawn by the app, whose code is fetched now.
    if (flow.date) prefetchApp();
  }, [flow]);
  // As the app does on her arrival: this entry of her history is the date step, kept if she reloads.
  useEffect(() => {
    window.history.replaceState(window.history.state, '', viewSearch('reserve-date'));
  }, []);
  return (
    <div className={classes.views} data-waiting={hydrated ? undefined : ''}>
      <DateChoice
        {...data}
        flow={flow}
        dispatch={dispatch}
        onContinue={() => openView('reserve-options')}
        onList={() => openView('list')}
      />
    </div>
  );
}
