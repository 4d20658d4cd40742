import { cardBrandNamed, type CardBrand } from '@tevila/domain';
import { useText } from '../islands/island-texts';
import { BrandIcon } from './brand-icon';
import classes from './payments.module.css';

/** A brand's name in the page language (the names of the brands stay as they are). */
export function useBrandName(): (brand: CardBrand) => string {
  const text = useText();
  return (brand) => (brand === 'Unknown' ? text('payments.brandUnknown') : brand);
}

/** "[icon] Visa •••• 4242", read as "Visa ending in 4242". */
export function SavedCardLabel({ brand, last4 }: { brand: string; last4: string }) {
  const text = useText();
  const known = cardBrandNamed(brand);
  const name = useBrandName()(known);
  return (
    <span className={classes.cardLabel}>
      <BrandIcon brand={known} />
      <span>{name}</span>
      <span aria-hidden="true" dir="ltr" className={classes.last4}>
        •••• {last4}
      </span>
      <span className="visually-hidden">{text('payments.endingIn', { last4 })}</span>
    </span>
  );
}
