import { Button, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { usePaymentsConfig } from '../../api/payments-config';
import type { StaffReservation } from '../../api/staff-types';
import { ErrorAlert } from '../../ui/error-alert';
import { formatMoney } from '../../ui/format';
import {
  useChargeOnTerminal,
  useTerminalAction,
  useTerminalStep,
  type TerminalName,
} from './api/staff-terminal';
import { useStaffRefresh } from './api/staff-refresh';
import classes from './night.module.css';

/** Stripe's test cards for a simulated reader: one approved, one declined. */
const TEST_CARDS = [
  { number: '4242424242424242', label: 'admin.night.terminal.testApprove' },
  { number: '4000000000000002', label: 'admin.night.terminal.testDecline' },
] as const;

/**
 * "Charge on terminal": the amount handed to the desk's card reader, then followed live, Waiting for
 * card → Approved or Declined (docs/building/card-terminals.md). A declined card may be tried again on
 * the same charge; Cancel stops the reader. With the sandbox, test cards are presented from here.
 */
export function TerminalCharge({
  details,
  terminal,
  amount,
}: {
  details: StaffReservation;
  terminal: TerminalName;
  /** Dollars to charge; null while the amount field holds no valid amount. */
  amount: number | null;
}) {
  const { t } = useTranslation();
  const [key, setKey] = useState(newIdempotencyKey);
  const [started, setStarted] = useState(false);
  const charge = useChargeOnTerminal();
  const step = useTerminalStep();
  const action = useTerminalAction(terminal, started);
  const sandbox = usePaymentsConfig().data?.provider === 'sandbox';
  const refresh = useStaffRefresh();
  const mine = action.data?.reservationId === details.id ? action.data : null;
  const status = started ? mine?.status : undefined;
  const desk = t(`admin.night.terminal.desks.${terminal}`);

  // An approved charge shows in the payments and the balance at once.
  useEffect(() => {
    if (status === 'approved') void refresh();
  }, [status]); // eslint-disable-line react-hooks/exhaustive-deps

  const start = () => {
    if (amount === null) return;
    // A declined card is tried again on the same charge; after one that ended, a new charge.
    const next = status === 'approved' || status === 'canceled' ? newIdempotencyKey() : key;
    setKey(next);
    step.reset();
    setStarted(true);
    charge.mutate({ terminal, reservationId: details.id, amt: amount, idempotencyKey: next });
  };
  const waiting = status === 'waiting';

  return (
    <section className={classes.form} aria-labelledby={`terminal-${details.id}`}>
      <h3 id={`terminal-${details.id}`}>{t('admin.night.terminal.title', { desk })}</h3>
      <p role="status" aria-live="polite">
        {status === 'waiting'
          ? t('admin.night.terminal.waiting', { desk })
          : status === 'approved'
            ? t('admin.night.terminal.approved', { amount: formatMoney((mine?.amountCents ?? 0) / 100) })
            : status === 'declined'
              ? t('admin.night.terminal.declined', { message: mine?.message ?? '' })
              : status === 'canceled'
                ? t('admin.night.terminal.canceled')
                : null}
      </p>
      <ErrorAlert error={charge.error ?? step.error ?? action.error} />
      <Group gap="sm">
        {waiting ? (
          <Button
            variant="outline"
            color="red.9"
            loading={step.isPending}
            onClick={() => step.mutate({ terminal })}
          >
            {t('admin.night.terminal.cancel')}
          </Button>
        ) : status === 'approved' && amount === null ? null : (
          <Button loading={charge.isPending} disabled={amount === null || amount <= 0} onClick={start}>
            {status === 'declined' ? t('admin.night.terminal.tryAgain') : t('admin.night.terminal.charge')}
          </Button>
        )}
        {status === 'declined' ? (
          <Button variant="outline" loading={step.isPending} onClick={() => step.mutate({ terminal })}>
            {t('admin.night.terminal.cancel')}
          </Button>
        ) : null}
        {waiting && sandbox
          ? TEST_CARDS.map(({ number, label }) => (
              <Button
                key={number}
                variant="light"
                loading={step.isPending}
                onClick={() => step.mutate({ terminal, number })}
              >
                {t(label)}
              </Button>
            ))
          : null}
      </Group>
    </section>
  );
}
