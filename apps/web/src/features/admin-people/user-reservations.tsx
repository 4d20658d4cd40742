import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonReservations, yearAhead } from './api/people-reservations';
import type { Reservation } from '../../api/reservation';
import { useLanguage } from '../../i18n/use-language';
import { formatDayDate, formatLocalTime, formatMoney } from '../../ui/format';
import { localToday } from '../../shared/today';
import { methodLabel, paymentStatusLabel, statusLabel } from './labels';
import classes from './people.module.css';
import { paidAt, PeopleTable } from './people-table';
import { QueryView } from '../../ui/query-view';

/** Newest night first: the staff look for what is coming or just happened. */
const newestFirst = (list: readonly Reservation[]) =>
  [...list].sort((a, b) => b.reservationTime.localeCompare(a.reservationTime));

/** The payments her reservations carry, newest night first, each with its reservation's code. */
const paymentsOf = (list: readonly Reservation[]) =>
  newestFirst(list).flatMap((r) =>
    (r.payments ?? []).map((p, n) => ({ ...p, code: r.reservationCode, key: `${r.id}:${n}` })),
  );

/**
 * Her reservations (findbyuser from 2019-01-01 to a year ahead) and, since the payments list cannot
 * be asked for one user, the payments of those reservations as they carry them.
 */
export function UserReservations({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reservationsId = useId();
  const paymentsId = useId();
  const reservations = usePersonReservations(userId, yearAhead(localToday()));

  const list = (
    <QueryView queries={[reservations]}>
      {(data) => {
        const rows = newestFirst(data);
        return (
          <PeopleTable
            labelledBy={reservationsId}
            empty={rows.length === 0 ? t('admin.people.noReservations') : null}
            columns={[
              { label: t('admin.people.code') },
              { label: t('admin.people.night') },
              { label: t('admin.people.time') },
              { label: t('admin.people.statusHeading') },
              { label: t('admin.people.balance'), number: true },
            ]}
          >
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.reservationCode ?? ''}</td>
                <td>{formatDayDate(r.reservationDate.slice(0, 10), language)}</td>
                <td>{formatLocalTime(r.reservationTime, language)}</td>
                <td>{statusLabel(r.reservationStatus, t)}</td>
                <td className={classes.number}>{formatMoney(r.balance)}</td>
              </tr>
            ))}
          </PeopleTable>
        );
      }}
    </QueryView>
  );
  // The failure is said once, in the list above; the payments' section waits with it.
  const payments = reservations.isError ? null : (
    <QueryView queries={[reservations]}>
      {(data) => {
        const paid = paymentsOf(data);
        return (
          <PeopleTable
            labelledBy={paymentsId}
            empty={paid.length === 0 ? t('admin.people.noPayments') : null}
            columns={[
              { label: t('admin.people.date') },
              { label: t('admin.people.code') },
              { label: t('admin.people.methodHeading') },
              { label: t('admin.people.paymentStatusHeading') },
              { label: t('admin.people.amount'), number: true },
            ]}
          >
            {paid.map((p) => (
              <tr key={p.key}>
                <td>{paidAt(p.dateCreated, language)}</td>
                <td>{p.code ?? ''}</td>
                <td>
                  {methodLabel(p.method, t)}
                  {p.reference ? ` ${p.reference}` : ''}
                </td>
                <td>{p.status ? paymentStatusLabel(p.status, t) : ''}</td>
                <td className={classes.number}>{formatMoney(p.amount)}</td>
              </tr>
            ))}
          </PeopleTable>
        );
      }}
    </QueryView>
  );

  return (
    <>
      <section className={classes.section} aria-labelledby={reservationsId}>
        <h2 id={reservationsId} className={classes.heading}>
          {t('admin.people.reservationsHeading')}
        </h2>
        {list}
      </section>
      <section className={classes.section} aria-labelledby={paymentsId}>
        <h2 id={paymentsId} className={classes.heading}>
          {t('admin.people.paymentsHeading')}
        </h2>
        <p className={classes.muted}>{t('admin.people.paymentsFromReservations')}</p>
        {payments}
      </section>
    </>
  );
}
