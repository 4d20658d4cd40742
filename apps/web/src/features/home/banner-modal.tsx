import { Suspense, useEffect, useState } from 'react';
import { retryableLazy } from '../../shared/retryable-lazy';
import { BANNER_DELAY_MS, readBannerClosedAt, shouldShowBanner, writeBannerClosedAt } from './banner-rule';

/** The modal's code is no part of the home page's first download: it is fetched when the banner is due. */
export const loadBannerDialog = () => import('./banner-dialog');
const BannerDialog = retryableLazy(loadBannerDialog);

export interface BannerModalProps {
  image: string;
  destinationUrl?: string;
}

/**
 * The home banner image (settings websiteBannerImage / websiteBannerDestinationUrl) in a closable
 * modal: opens after 1.5 s unless it was closed in the last 24 hours.
 */
export function BannerModal({ image, destinationUrl }: BannerModalProps) {
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so that a closed modal can still play its closing.
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!image || !shouldShowBanner(readBannerClosedAt(), Date.now())) return;
    const timer = setTimeout(() => {
      setDue(true);
      setOpened(true);
    }, BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [image]);

  const close = () => {
    writeBannerClosedAt(Date.now());
    setOpened(false);
  };

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <BannerDialog image={image} destinationUrl={destinationUrl} opened={opened} onClose={close} />
    </Suspense>
  );
}
