import { FeatureIcon } from './feature-icon';
import { FEATURE_ICONS, type HomeContent } from './home-content';
import classes from './home.module.css';

export function FeaturesSection({ features }: { features: HomeContent['features'] }) {
  return (
    <section className={classes.section} aria-labelledby="features-heading">
      <h2 id="features-heading" className={classes.sectionTitle}>
        {features.heading}
      </h2>
      <ul className={classes.features}>
        {FEATURE_ICONS.map((icon) => (
          <li key={icon} className={classes.feature}>
            <span className={classes.featureIcon}>
              <FeatureIcon name={icon} />
            </span>
            <h3>{features.items[icon].title}</h3>
            <p>{features.items[icon].text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
