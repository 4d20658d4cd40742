import '@mantine/core/styles/Tabs.layer.css';
import { Tabs } from '@mantine/core';
import type { HomeContent } from './home-content';
import classes from './home.module.css';

/** First visit / brides / every month, as tabs (arrow keys move between them). */
export function VisitTabs({ tabs }: { tabs: HomeContent['tabs'] }) {
  return (
    <section className={classes.section} aria-labelledby="tabs-heading">
      <h2 id="tabs-heading" className={classes.sectionTitle}>
        {tabs.heading}
      </h2>
      <Tabs defaultValue={tabs.items[0]?.id} keepMounted={false}>
        <Tabs.List aria-label={tabs.heading} grow>
          {tabs.items.map((item) => (
            <Tabs.Tab key={item.id} value={item.id} className={classes.tab}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.items.map((item) => (
          <Tabs.Panel key={item.id} value={item.id} className={classes.tabPanel}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
            <ul>
              {item.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}
