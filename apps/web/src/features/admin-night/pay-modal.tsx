import '@mantine/core/styles/Input.layer.css';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { deskPaymentBody } from '@tevila/contract';
import { parseDollars } from '@tevila/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DESK_PAYMENT_METHODS,
  useRecordDeskPayment,
  type DeskPaymentInput,
  type DeskPaymentMethod,
} from './api/staff-desk-payment';
import type { StaffReservation } from '../../api/staff-types';
import { useLanguage } from '../../i18n/use-language';
import { Dialog } from '../../ui/dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { formatMoney } from '../../ui/format';
import { schemaResolver } from '../../ui/schema-resolver';
import classes from './night.module.css';
import { PaymentsTable } from './payments-table';
import type { TerminalName } from './api/staff-terminal';
import { TerminalCharge } from './terminal-charge';

interface PayFields {
  method: DeskPaymentMethod;
  amt: string;
  note: string;
}

/** The body of payments/desk as the form sends it: dollars as a number, a note only when written. */
export function deskPaymentInput(reservationId: string, { method, amt, note }: PayFields): DeskPaymentInput {
  return { reservationId, method, amt: Number(amt.trim()), ...(note.trim() ? { note: note.trim() } : {}) };
}

/** Checks the desk's amount: dollars with at most 2 decimals, above zero, not above the balance. */
export function deskAmountError(text: string, balance: number): 'format' | 'positive' | 'tooMuch' | null {
  const parsed = parseDollars(text.trim());
  if (!parsed.ok) return 'format';
  if (parsed.cents <= 0) return 'positive';
  if (parsed.cents > Math.round(balance * 100)) return 'tooMuch';
  return null;
}

/** The form's amount as dollars to charge on the terminal, or null while it is not a valid one. */
function terminalAmount(text: string, balance: number): number | null {
  const parsed = parseDollars(text.trim());
  return parsed.ok && deskAmountError(text, balance) === null ? parsed.cents / 100 : null;
}

/**
 * Pay / Payments: the payments so far and, while a balance is due, cash or a check taken at the desk,
 * or a card on the desk's terminal when this desk has one.
 */
export function PayModal({
  details,
  opened,
  onClose,
  terminal = null,
}: {
  details: StaffReservation;
  opened: boolean;
  onClose: () => void;
  terminal?: TerminalName | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const record = useRecordDeskPayment();
  // Once she has tried to record it, the amount is checked again as she corrects it.
  const [touched, setTouched] = useState(false);
  const form = useForm<PayFields>({
    initialValues: { method: 'Cash', amt: details.balance.toFixed(2), note: '' },
    validateInputOnChange: touched,
    // The body is checked by payments/desk's own schema (the contract), as the server would check it.
    // The amount it takes as any number or text, leaving it to the service: the form checks it itself,
    // with its own sentences, as it knows the balance the service compares it with.
    validate: (values) => {
      const problem = deskAmountError(values.amt, details.balance);
      return {
        ...schemaResolver(deskPaymentBody, language, {
          method: t('admin.night.pay.method'),
          amt: t('admin.night.pay.amount'),
          note: t('admin.night.pay.note'),
        })(deskPaymentInput(details.id, values)),
        ...(problem ? { amt: t(`admin.night.pay.errors.${problem}`) } : {}),
      };
    },
  });
  const due = details.balance > 0;
  // Once open with a balance due, the terminal's charge stays in view as it settles the balance.
  const [dueWhenOpened] = useState(due);

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
            onSubmit={form.onSubmit(
              (values) =>
                record.mutate(deskPaymentInput(details.id, values), {
                  onSuccess: (r) => form.setFieldValue('amt', r.balance > 0 ? r.balance.toFixed(2) : '0.00'),
                }),
              () => setTouched(true),
            )}
          >
            <NativeSelect
              label={t('admin.night.pay.method')}
              data={DESK_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`admin.night.pay.methods.${m}`) }))}
              {...form.getInputProps('method')}
            />
            <TextInput
              label={t('admin.night.pay.amount')}
              inputMode="decimal"
              {...form.getInputProps('amt')}
            />
            <TextInput label={t('admin.night.pay.note')} maxLength={200} {...form.getInputProps('note')} />
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
        {terminal !== null && dueWhenOpened ? (
          <TerminalCharge
            details={details}
            terminal={terminal}
            amount={due ? terminalAmount(form.values.amt, details.balance) : null}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
