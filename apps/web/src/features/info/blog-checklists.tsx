import { Accordion } from '@mantine/core';
import { useId } from 'react';
import type { Checklist } from './content/blog-posts';
import classes from './blog.module.css';

/**
 * Checklists as an accordion (one open at a time keeps a phone screen short). The boxes can be
 * ticked while reading; nothing is saved.
 */
export function BlogChecklists({ heading, lists }: { heading: string; lists: Checklist[] }) {
  const id = useId();
  return (
    <section className={classes.checklists} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={classes.checklistsHeading}>
        {heading}
      </h2>
      {/* Item values become element ids: an index, never the (spaced, translated) title. */}
      <Accordion
        order={3}
        defaultValue="list-0"
        variant="separated"
        radius="md"
        classNames={{ label: classes.accordionLabel }}
      >
        {lists.map((list, listIndex) => (
          <Accordion.Item key={list.title} value={`list-${listIndex}`}>
            <Accordion.Control>{list.title}</Accordion.Control>
            <Accordion.Panel>
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
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
