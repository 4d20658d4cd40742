import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
    <Modal.Root opened={shown} onClose={onClose} centered size="lg">
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's default <header>: the page already has its banner landmark. */}
        <Modal.Header component="div">
          <Modal.Title className={classes.bannerTitle}>{t('home.bannerTitle')}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>
          {destinationUrl ? (
            <a href={destinationUrl} className={classes.bannerLink} onClick={onClose}>
              {picture}
              <span className="visually-hidden">{t('home.bannerLink')}</span>
            </a>
          ) : (
            picture
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
