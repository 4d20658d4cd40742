import { useTranslation } from 'react-i18next';
import { isTrue, useSetting } from '../../api/settings';
import classes from './reserve.module.css';

export type PayMethod = 'door' | 'later';

/**
 * The payment-method chooser. Pay at the door is hidden when reservationsRequirePrepayAll is True.
 * Card payment (new and saved cards) arrives with the payments API.
 */
export function MethodChooser({
  value,
  onChange,
}: {
  value: PayMethod | null;
  onChange: (m: PayMethod) => void;
}) {
  const { t } = useTranslation();
  const prepayAll = isTrue(useSetting('reservationsRequirePrepayAll'));
  const methods: [PayMethod, string][] = [
    ...(prepayAll ? [] : [['door', t('reserve.payment.atDoor')] as [PayMethod, string]]),
    ['later', t('reserve.payment.later')],
  ];
  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>{t('reserve.payment.method')}</legend>
      <div className={classes.choices}>
        {methods.map(([method, label]) => (
          <label key={method} className={classes.choice}>
            <span className={classes.choiceLabel}>
              <input
                type="radio"
                name="pay-method"
                value={method}
                checked={value === method}
                onChange={() => onChange(method)}
              />
              {label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
