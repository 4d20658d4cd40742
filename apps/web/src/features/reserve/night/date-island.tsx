import { useEffect, useReducer, useState } from 'react';
import { prefetchAppWhenIdle, prepareApp, showApp } from '../../../islands/app-scripts';
import { useHydrated } from '../../../ui/use-hydrated';
import { flowReducer, initialFlow, saveFlow, type FlowAction } from '../flow/flow-state';
import { viewSearch, VIEW_PARAM } from '../flow/views';
import classes from '../reserve.module.css';
import { DateChoice, type DateChoiceData } from './date-choice';

export interface DateIslandProps extends DateChoiceData {
  /** The flow her arrival starts (flow/arrival.ts): a new booking. */
  start: FlowAction;
}

/**
 * The date step as the server paints it when her arrival at /reserve is a new booking (decisions
 * 0068, 0070): it takes her taps with its own small script and keeps the flow in this tab as the app
 * does. The app's code is fetched once the page is quiet and started behind the page when she
 * chooses a night; when she continues, the app draws the next view in place.
 */
export function DateIsland({ start, ...data }: DateIslandProps) {
  const [flow, dispatch] = useReducer(flowReducer, start, (action) => flowReducer(initialFlow, action));
  const [leaving, setLeaving] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => prefetchAppWhenIdle(), []);
  useEffect(() => {
    saveFlow(flow);
    if (!flow.date) return;
    // A night chosen: this entry of her history is the date step, as the app marks it, so that a
    // reload or Back keeps her night; the options come next, and the app that draws them gets ready.
    if (window.location.search !== viewSearch('reserve-date'))
      window.history.replaceState(window.history.state, '', viewSearch('reserve-date'));
    prepareApp();
  }, [flow]);
  const goOn = (search: string) => {
    if (leaving) return;
    setLeaving(true);
    void showApp(search);
  };
  return (
    <div className={classes.views} data-waiting={hydrated ? undefined : ''}>
      <DateChoice
        {...data}
        flow={flow}
        dispatch={dispatch}
        leaving={leaving}
        onContinue={() => goOn(viewSearch('reserve-options'))}
        // Her list asked for by name: not an arrival, so it is shown as it is (flow/arrival.ts).
        onList={() => goOn(`?${VIEW_PARAM}=reserve-start`)}
      />
    </div>
  );
}
