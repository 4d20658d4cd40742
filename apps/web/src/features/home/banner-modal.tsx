import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_DELAY_MS, readBannerClosedAt, shouldShowBanner, writeBannerClosedAt } from './banner-rule';
import classes from './home.module.css';

export interface BannerModalProps {
  image: string;
  destinationUrl?: string;
}

/**
 * The home banner image (settings websiteBannerImage / websiteBannerDestinationUrl) in a closable
 * modal: opens after 1.5 s unless it was closed in the last 24 hours. Focus is trapped inside,
 * Escape and the labelled close button close it.
 */
export function BannerModal({ image, destinationUrl }: BannerModalProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (!image || !shouldShowBanner(readBannerClosedAt(), Date.now())) return;
    const timer = setTimeout(() => setOpened(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [image]);

  const close = () => {
    writeBannerClosedAt(Date.now());
    setOpened(false);
  };

  const picture = <img className={classes.bannerImage} src={image} alt={t('home.bannerImageAlt')} />;

  return (
    <Modal.Root opened={opened} onClose={close} centered size="lg">
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's default <header>: the page already has its banner landmark. */}
        <Modal.Header component="div">
          <Modal.Title className={classes.bannerTitle}>{t('home.bannerTitle')}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>
          {destinationUrl ? (
            <a href={destinationUrl} className={classes.bannerLink} onClick={close}>
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
