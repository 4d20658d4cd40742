import type { HomeContent } from './home-content';
import classes from './home.module.css';

/** docs/product/site-and-staff.md §2: 28 preparation rooms, 4 pools, 23k sq ft. */
export function CountersSection({ counters }: { counters: HomeContent['counters'] }) {
  return (
    <section className={`${classes.section} ${classes.countersBand}`} aria-labelledby="counters-heading">
      <h2 id="counters-heading" className="visually-hidden">
        {counters.heading}
      </h2>
      <ul className={classes.counters}>
        {counters.items.map((item) => (
          <li key={item.label}>
            <span className={classes.counterValue}>{item.value}</span>
            <span className={classes.counterLabel}>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
