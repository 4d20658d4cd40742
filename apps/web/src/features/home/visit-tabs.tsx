import { useId } from 'react';
import { useBehaviours } from '../../light/use-behaviours';
import type { HomeContent } from './home-content';
import classes from './home.module.css';

/**
 * First visit / brides / every month, as tabs (arrow keys move between them). Every panel is in the
 * markup, the first shown: the tabs work by the same behaviour on a light page and in the app.
 */
export function VisitTabs({ tabs }: { tabs: HomeContent['tabs'] }) {
  const root = useBehaviours<HTMLElement>();
  const base = useId();
  const first = tabs.items[0]?.id;
  return (
    <section ref={root} className={classes.section} aria-labelledby="tabs-heading">
      <h2 id="tabs-heading" className={classes.sectionTitle}>
        {tabs.heading}
      </h2>
      <div role="tablist" aria-label={tabs.heading} className={classes.tabList} data-behaviour="tabs">
        {tabs.items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-controls={`${base}-panel-${item.id}`}
            aria-selected={item.id === first}
            tabIndex={item.id === first ? 0 : -1}
            data-active={item.id === first || undefined}
            className={classes.tab}
          >
            {item.label}
          </button>
        ))}
      </div>
      {tabs.items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== first}
          tabIndex={0}
          className={classes.tabPanel}
        >
          <h3>{item.title}</h3>
          <p>{item.text}</p>
          <ul>
            {item.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
