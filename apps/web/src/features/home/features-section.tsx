import { FeatureIcon } from './feature-icon';
import type { HomeContent } from './home-content';
import classes from './home.module.css';

export function FeaturesSection({ features }: { features: HomeContent['features'] }) {
  return (
    <section className={classes.section} aria-labelledby="features-heading">
      <h2 id="features-heading" className={classes.sectionTitle}>
        {features.heading}
      </h2>
      <ul className={classes.features}>
        {features.items.map((item) => (
          <li key={item.title} className={classes.feature}>
            <span className={classes.featureIcon}>
              <FeatureIcon name={item.icon} />
            </span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
