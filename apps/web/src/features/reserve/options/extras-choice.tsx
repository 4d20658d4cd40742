import { useTranslation } from 'react-i18next';
import type { SettingsMap } from '../../../api/settings';
import { formatMoney } from '../../../ui/format';
import type { FlowState } from '../flow/flow-state';
import classes from '../reserve.module.css';

type Extra = 'parking' | 'doubleSlot' | 'manicure' | 'both';

const PRICE_KEYS: Record<Extra, string> = {
  parking: 'priceParking',
  doubleSlot: 'priceDoubleSlot',
  manicure: 'priceSalonManicure',
  both: 'priceSalonBoth',
};

const LABELS = {
  parking: 'reserve.options.parking',
  doubleSlot: 'reserve.options.doubleSlot',
  manicure: 'reserve.options.manicure',
  both: 'reserve.options.both',
} as const;

export interface ExtrasChoiceProps {
  flow: FlowState;
  settings: SettingsMap;
  shabbosMode: boolean;
  /** Parking cannot be ticked yet: her plate is not known (the user record is loading or failed). */
  parkingDisabled?: boolean;
  onToggle: (extra: Extra) => void;
}

/** Extras that toggle on and off; parking only on non-Shabbos-mode nights; the salon two exclude each other. */
export function ExtrasChoice({
  flow,
  settings,
  shabbosMode,
  parkingDisabled = false,
  onToggle,
}: ExtrasChoiceProps) {
  const { t } = useTranslation();
  const checked: Record<Extra, boolean> = {
    parking: flow.parking,
    doubleSlot: flow.doubleSlot,
    manicure: flow.salon === 'manicure',
    both: flow.salon === 'both',
  };
  const extras: Extra[] = shabbosMode
    ? ['doubleSlot', 'manicure', 'both']
    : ['parking', 'doubleSlot', 'manicure', 'both'];
  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>{t('reserve.options.extras')}</legend>
      <div className={classes.choices}>
        {extras.map((extra) => {
          const price = Number(settings[PRICE_KEYS[extra]]);
          return (
            <label key={extra} className={classes.choice}>
              <span className={classes.choiceLabel}>
                <input
                  type="checkbox"
                  checked={checked[extra]}
                  disabled={extra === 'parking' && parkingDisabled}
                  onChange={() => onToggle(extra)}
                />
                {t(LABELS[extra])}
              </span>
              {Number.isFinite(price) && price > 0 ? (
                <span className={classes.total}>
                  {t('reserve.options.plus', { price: formatMoney(price) })}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
