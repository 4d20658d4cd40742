import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReservationPayment } from '../../../api/reservation';
import { formatLocalTime, formatMoney, formatShortDate } from '../../../ui/format';
import classes from '../reserve.module.css';
import { useLanguage } from '../../../i18n/use-language';

const METHOD_KEYS = [
  'creditcard',
  'donation',
  'tip',
  'purchase',
  'shabbospayment',
  'afterhours',
  'tour',
  'other',
] as const;

/** The payments of a reservation: Time, Method, Amount. */
export function PaymentsModal({
  payments,
  opened,
  onClose,
}: {
  payments: readonly ReservationPayment[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const methodLabel = (method: string) => {
    const key = METHOD_KEYS.find((k) => k === method.replace(/\s+/g, '').toLowerCase());
    return key ? t(`reserve.payments.methods.${key}`) : method;
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('reserve.payments.title')}
      centered
    >
      {payments.length === 0 ? (
        <p>{t('reserve.payments.none')}</p>
      ) : (
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">{t('reserve.payments.time')}</th>
              <th scope="col">{t('reserve.payments.method')}</th>
              <th scope="col">{t('reserve.payments.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p, index) => (
              <tr key={`${p.dateCreated}-${index}`}>
                <td>
                  {formatShortDate(p.dateCreated.slice(0, 10), language)}{' '}
                  {formatLocalTime(p.dateCreated, language)}
                </td>
                <td>{methodLabel(p.method)}</td>
                <td className={classes.total}>{formatMoney(Math.abs(p.amount))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
