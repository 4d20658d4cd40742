import { useId } from 'react';
import { useBehaviours } from '../../light/use-behaviours';
import type { Checklist } from './content/blog-posts';
import { Chevron } from '../../ui/chevron';
import classes from './blog.module.css';

/**
 * Checklists as an accordion (one open at a time keeps a phone screen short), opened by the
 * accordion behaviour (light/accordion.ts). The boxes can be ticked while reading; nothing is saved.
 */
export function BlogChecklists({ heading, lists }: { heading: string; lists: Checklist[] }) {
  const id = useId();
  const root = useBehaviours<HTMLElement>();
  return (
    <section ref={root} className={classes.checklists} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={classes.checklistsHeading}>
        {heading}
      </h2>
      <div className={classes.accordion} data-behaviour="accordion">
        {lists.map((list, listIndex) => {
          // Element ids from the index, never the (spaced, translated) title.
          const panelId = `${id}-panel-${listIndex}`;
          const open = listIndex === 0;
          return (
            <div key={list.title} className={classes.accordionItem}>
              <h3 className={classes.accordionHeading}>
                <button
                  type="button"
                  className={classes.accordionControl}
                  aria-expanded={open}
                  aria-controls={panelId}
                >
                  <span className={classes.accordionLabel}>{list.title}</span>
                  <Chevron open={open} className={classes.accordionChevron} />
                </button>
              </h3>
              <div id={panelId} className={classes.accordionPanel} hidden={!open}>
                <ul className={classes.checklist}>
                  {list.items.map((item, itemIndex) => {
                    const boxId = `${id}-${listIndex}-${itemIndex}`;
                    return (
                      <li key={item}>
                        <input type="checkbox" id={boxId} />
                        <label htmlFor={boxId}>{item}</label>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
