import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

export const MAX_STARS = 5;

/** Stars as one image with a spoken label ("5 out of 5 stars"); the drawn stars are hidden from readers. */
export function StarRating({ stars }: { stars: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('home.stars', { stars, max: MAX_STARS })} className={classes.stars}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          width="18"
          height="18"
          aria-hidden="true"
          className={index < stars ? classes.starOn : classes.starOff}
        >
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
    </span>
  );
}
