import { useTranslation } from 'react-i18next';
import { usePlateImage, type PlateImageRef } from './api/people-plate-image';
import { useSessionStore } from '../../shared/session-context';
import { isolated } from '../../ui/phone-of';
import classes from './plates.module.css';
import { QueryView } from '../../ui/query-view';

/**
 * One image of her submission, fetched with the bearer token (the route is for plate administrators
 * only, so a plain <img src> could not load it). Its alt text names what it is and whose.
 */
export function PlateImage({ imageRef, phone }: { imageRef: PlateImageRef; phone: string }) {
  const { t } = useTranslation();
  const image = usePlateImage(useSessionStore(), imageRef);
  const name = (shown: string) =>
    imageRef.n === 0
      ? t('admin.plates.imageLicense', { phone: shown })
      : imageRef.n === 1
        ? t('admin.plates.imageRegistration', { phone: shown })
        : t('admin.plates.imageOther', { phone: shown, n: imageRef.n + 1 });
  const alt = name(phone);
  return (
    <figure className={classes.figure}>
      <QueryView queries={[image]} loadingLabel={t('admin.plates.imageLoading')}>
        {(src) => <img src={src} alt={alt} className={classes.image} />}
      </QueryView>
      {/* The number isolated left to right, so a Hebrew caption keeps its "+" before it. */}
      <figcaption className={classes.caption}>{name(isolated(phone))}</figcaption>
    </figure>
  );
}
