import type { ComponentType } from 'react';
import classes from './island.module.css';
import { IslandTextsContext, type IslandTexts } from './island-texts';

/**
 * A part of a page that a person can touch and that needs React (a form), on a page the server draws
 * and the app never takes over (decision 0065). The server renders it in place with everything it
 * needs written beside it; the island's own small script (hydrate.tsx) takes over this element only.
 * Inside the app the same component is simply rendered.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  texts,
}: {
  /** The name its script knows it by (islands/public-forms.tsx). */
  name: string;
  component: ComponentType<P>;
  /** Plain data only: it is written into the page as JSON. */
  props: P;
  texts: IslandTexts;
}) {
  return (
    <div className={classes.island} data-island={name} data-island-props={JSON.stringify({ props, texts })}>
      <IslandTextsContext.Provider value={texts}>
        <Component {...props} />
      </IslandTextsContext.Provider>
    </div>
  );
}
