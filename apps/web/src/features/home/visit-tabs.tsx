import { useId } from 'react';
import { useBehaviours } from '../../light/use-behaviours';
import { VISIT_TABS, type HomeContent } from './home-content';
import classes from './home.module.css';

/**
 * First visit / brides / every month, as tabs (arrow keys move between them). Every panel is in the
 * markup, the first shown: the tabs work by the same behaviour on a light page and in the app.
 */
export function VisitTabs({ tabs }: { tabs: HomeContent['tabs'] }) {
  const root = useBehaviours<HTMLElement>();
  const base = useId();
  const first = VISIT_TABS[0];
  return (
    <section ref={root} className={classes.section} aria-labelledby="tabs-heading">
      <h2 id="tabs-heading" className={classes.sectionTitle}>
        {tabs.heading}
      </h2>
      <div role="tablist" aria-label={tabs.heading} className={classes.tabList} data-behaviour="tabs">
        {VISIT_TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${base}-tab-${id}`}
            aria-controls={`${base}-panel-${id}`}
            aria-selected={id === first}
            tabIndex={id === first ? 0 : -1}
            data-active={id === first || undefined}
            className={classes.tab}
          >
            {tabs.items[id].label}
          </button>
        ))}
      </div>
      {VISIT_TABS.map((id) => (
        <div
          key={id}
          role="tabpanel"
          id={`${base}-panel-${id}`}
          aria-labelledby={`${base}-tab-${id}`}
          hidden={id !== first}
          tabIndex={0}
          className={classes.tabPanel}
        >
          <h3>{tabs.items[id].title}</h3>
          <p>{tabs.items[id].text}</p>
          <ul>
            {tabs.items[id].points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
