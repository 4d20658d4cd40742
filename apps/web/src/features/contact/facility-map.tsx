import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBehaviours } from '../../light/use-behaviours';
import classes from './contact.module.css';
import { embedUrl, openUrl, type Coordinates } from './map-links';

/** Our own drawing of a street map with a pin: it stands in for the map until she asks for it. */
function MapSketch() {
  return (
    <svg className={classes.sketch} viewBox="0 0 320 180" aria-hidden="true" focusable="false">
      <rect width="320" height="180" fill="#e8f0ee" />
      <path d="M0 120 L320 96" stroke="#ffffff" strokeWidth="14" />
      <path d="M96 0 L132 180" stroke="#ffffff" strokeWidth="12" />
      <path d="M220 0 L236 180" stroke="#ffffff" strokeWidth="10" />
      <path d="M0 40 L320 58" stroke="#ffffff" strokeWidth="8" />
      <rect x="150" y="110" width="54" height="44" rx="4" fill="#cfe0db" />
      <rect x="20" y="60" width="58" height="40" rx="4" fill="#d7e6d3" />
      <rect x="250" y="112" width="52" height="50" rx="4" fill="#d7e6d3" />
      <path
        d="M176 34 c-14 0 -24 10 -24 23 c0 17 24 41 24 41 s24 -24 24 -41 c0 -13 -10 -23 -24 -23 z"
        fill="#155e70"
      />
      <circle cx="176" cy="57" r="8" fill="#ffffff" />
    </svg>
  );
}

/**
 * The map of the contact page (docs/design.md §8): no third-party request until she asks. A drawing and a
 * "Show map" button first; pressing it loads OpenStreetMap's embed for the facility's coordinates
 * (the show-map behaviour, the same whether the server or the app drew the page).
 */
export function FacilityMap({ point, address }: { point: Coordinates | null; address: string }) {
  const { t } = useTranslation();
  const root = useBehaviours<HTMLElement>();
  const open = openUrl(point, address);
  if (!point && !open) return null;
  return (
    <section ref={root} className={classes.map} aria-labelledby="contact-map-title">
      <h2 id="contact-map-title" className={classes.subtitle}>
        {t('contactPage.mapTitle')}
      </h2>
      <div id="contact-map-placeholder" className={classes.placeholder}>
        <MapSketch />
        <p className={classes.muted}>{t('contactPage.mapPlaceholder')}</p>
      </div>
      <div className={classes.actions}>
        {point ? (
          <Button
            variant="outline"
            data-behaviour="show-map"
            aria-controls="contact-map-placeholder"
            data-src={embedUrl(point)}
            data-title={t('contactPage.mapFrameTitle')}
            data-frame-class={classes.frame}
          >
            {t('contactPage.showMap')}
          </Button>
        ) : null}
        {open ? (
          <a href={open} target="_blank" rel="noopener noreferrer" className={classes.openLink}>
            {t('contactPage.openInMaps')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
