import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { useOpenAfterMount } from '../../ui/use-open-after-mount';
import classes from './home.module.css';

export interface BannerDialogProps {
  image: string;
  destinationUrl?: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The banner image in a closable modal (its own chunk, fetched when the banner is due). Focus is
 * trapped inside; Escape and the labelled close button close it.
 */
export default function BannerDialog({ image, destinationUrl, opened, onClose }: BannerDialogProps) {
  const { t } = useTranslation();
  const shown = useOpenAfterMount(opened);
  const picture = <img className={classes.bannerImage} src={image} alt={t('home.bannerImageAlt')} />;

  return (
    <Dialog
      opened={shown}
      onClose={onClose}
      title={t('home.bannerTitle')}
      titleClassName={classes.bannerTitle}
      size="lg"
    >
      {destinationUrl ? (
        <a href={destinationUrl} className={classes.bannerLink} onClick={onClose}>
          {picture}
          <span className="visually-hidden">{t('home.bannerLink')}</span>
        </a>
      ) : (
        picture
      )}
    </Dialog>
  );
}
