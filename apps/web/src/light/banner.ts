import {
  BANNER_DELAY_MS,
  readBannerClosedAt,
  shouldShowBanner,
  writeBannerClosedAt,
} from '../features/home/banner-rule';
import { openDialog } from './dialog';

/**
 * The home banner's dialog (docs/product/booking.md §2): opens 1.5 s after the page unless it was
 * closed in the last 24 hours; closing it, or following its link, starts those 24 hours.
 */
export function enhanceBanner(dialog: HTMLDialogElement): () => void {
  if (!shouldShowBanner(readBannerClosedAt(), Date.now())) return () => undefined;
  const timer = setTimeout(() => openDialog(dialog), BANNER_DELAY_MS);
  const onClose = () => writeBannerClosedAt(Date.now());
  const onFollow = (event: MouseEvent) => {
    // A click's target inside the document is an Element.
    if ((event.target as Element).closest('a[href]')) writeBannerClosedAt(Date.now());
  };
  dialog.addEventListener('close', onClose);
  dialog.addEventListener('click', onFollow);
  return () => {
    clearTimeout(timer);
    dialog.removeEventListener('close', onClose);
    dialog.removeEventListener('click', onFollow);
  };
}
