import '@mantine/core/styles/Input.layer.css';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { parseDollars } from '@tevila/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESK_PAYMENT_METHODS, useRecordDeskPayment, type DeskPaymentMethod } from './api/staff-desk-payment';
import type { StaffReservation } from '../../api/staff-types';
import { Dialog } from '../../ui/dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { formatMoney } from '../../ui/format';
import classes from './night.module.css';
import { PaymentsTable } from './payments-table';

/** Checks the desk's amount: dollars with at most 2 decimals, above zero, not above the balance. */
export function deskAmountError(text: string, balance: number): 'format' | 'positive' | 'tooMuch' | null {
  const parsed = parseDollars(text.trim());
  if (!parsed.ok) return 'format';
  if (parsed.cents <= 0) return 'positive';
  if (parsed.cents > Math.round(balance * 100)) return 'tooMuch';
  return null;
}

/** Pay / Payments: the payments so far and, while a balance is due, cash or a check taken at the desk. */
export function PayModal({
  details,
  opened,
  onClose,
}: {
  details: StaffReservation;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const record = useRecordDeskPayment();
  const [method, setMethod] = useState<DeskPaymentMethod>('Cash');
  const [amount, setAmount] = useState(() => details.balance.toFixed(2));
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const amountError = deskAmountError(amount, details.balance);
  const due = details.balance > 0;

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('admin.night.pay.title', { code: details.reservationCode })}
      size="lg"
    >
      <div className={classes.form}>
        <PaymentsTable payments={details.payments} />
        <p>{t('admin.night.pay.balance', { amount: formatMoney(details.balance) })}</p>
        {due ? (
          <form
            className={classes.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setTouched(true);
              if (amountError) return;
              record.mutate(
                {
                  reservationId: details.id,
                  method,
                  amt: Number(amount.trim()),
                  ...(note.trim() ? { note: note.trim() } : {}),
                },
                { onSuccess: (r) => setAmount(r.balance > 0 ? r.balance.toFixed(2) : '0.00') },
              );
            }}
          >
            <NativeSelect
              label={t('admin.night.pay.method')}
              value={method}
              data={DESK_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`admin.night.pay.methods.${m}`) }))}
              onChange={(e) => setMethod(e.currentTarget.value as DeskPaymentMethod)}
            />
            <TextInput
              label={t('admin.night.pay.amount')}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              error={touched && amountError ? t(`admin.night.pay.errors.${amountError}`) : undefined}
            />
            <TextInput
              label={t('admin.night.pay.note')}
              value={note}
              maxLength={200}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <ErrorAlert error={record.error} />
            {record.isSuccess ? <p role="status">{t('admin.night.pay.recorded')}</p> : null}
            <div className={classes.actions}>
              <Button type="submit" loading={record.isPending}>
                {t('admin.night.pay.record')}
              </Button>
            </div>
          </form>
        ) : record.isSuccess ? (
          <p role="status">{t('admin.night.pay.recorded')}</p>
        ) : null}
      </div>
    </Dialog>
  );
}
