import type { HomeContent } from './home-content';
import classes from './home.module.css';
import { StarRating } from './star-rating';

export function TestimonialsSection({ testimonials }: { testimonials: HomeContent['testimonials'] }) {
  return (
    <section className={classes.section} aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className={classes.sectionTitle}>
        {testimonials.heading}
      </h2>
      <ul className={classes.testimonials}>
        {testimonials.items.map((item) => (
          <li key={item.name}>
            <figure className={classes.testimonial}>
              <StarRating stars={item.stars} />
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <span className={classes.testimonialName}>{item.name}</span>, {item.place}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
