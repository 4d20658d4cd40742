import { useTranslation } from 'react-i18next';
import { useBehaviours } from '../../light/use-behaviours';
import { LightDialog } from '../../ui/light-dialog';
import classes from './home.module.css';

export interface HomeBannerProps {
  image: string;
  /** The setting's address, undefined when it is not set or not safe (home-header.tsx). */
  destinationUrl?: string | undefined;
}

/**
 * The home banner image (settings websiteBannerImage / websiteBannerDestinationUrl) in a closable
 * dialog: it opens after 1.5 s unless it was closed in the last 24 hours (light/banner.ts, by the
 * rule of banner-rule.ts). The image is fetched only when the dialog opens.
 */
export function HomeBanner({ image, destinationUrl }: HomeBannerProps) {
  const { t } = useTranslation();
  const root = useBehaviours<HTMLDivElement>();
  const picture = (
    <img className={classes.bannerImage} src={image} alt={t('home.bannerImageAlt')} loading="lazy" />
  );
  return (
    <div ref={root}>
      <LightDialog title={t('home.bannerTitle')} titleClassName={classes.bannerTitle} behaviour="banner">
        {destinationUrl ? (
          <a href={destinationUrl} className={classes.bannerLink} data-dialog-close>
            {picture}
            <span className="visually-hidden">{t('home.bannerLink')}</span>
          </a>
        ) : (
          picture
        )}
      </LightDialog>
    </div>
  );
}
