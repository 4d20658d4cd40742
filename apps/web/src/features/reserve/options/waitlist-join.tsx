import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Alert, Button, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetting } from '../../../api/settings';
import { useLanguage } from '../../../i18n/use-language';
import { errorText } from '../../../ui/error-notice';
import { formatLocalTime } from '../../../ui/format';
import { ServerText } from '../../../ui/server-text';
import type { SlotCombination } from '../api/available-slots';
import { useJoinWaitlist } from '../api/waitlist';
import type { FlowState } from '../flow/flow-state';
import classes from '../reserve.module.css';

export interface WaitlistJoinProps {
  date: string;
  combination: SlotCombination;
  salon: FlowState['salon'];
  /** Every time of the night, free or not: she says which she could make. */
  times: readonly string[];
}

/**
 * docs/rules/the-night.md, Waitlist: no time is free for her choice, so she may wait for one between
 * two times she could make; the server says if a place is free after all, or she is already in line.
 */
export function WaitlistJoin({ date, combination, salon, times }: WaitlistJoinProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const minutes = useSetting('waitlistOfferMinutes') || '15';
  const [earliest, setEarliest] = useState(times[0] ?? '');
  const [latest, setLatest] = useState(times[times.length - 1] ?? '');
  const join = useJoinWaitlist();
  if (times.length === 0) return null;
  const options = times.map((time) => ({ value: time, label: formatLocalTime(time, language) }));
  if (join.isSuccess)
    return (
      <Alert color="teal" role="status">
        {t('reserve.waitlist.joined', { position: join.data.position ?? 1 })}
      </Alert>
    );
  return (
    <section className={classes.section} aria-labelledby="waitlist-heading">
      <h3 className={classes.heading} id="waitlist-heading">
        {t('reserve.waitlist.heading')}
      </h3>
      <p>{t('reserve.waitlist.intro', { minutes })}</p>
      <div className={classes.actions}>
        <NativeSelect
          label={t('reserve.waitlist.from')}
          data={options}
          value={earliest}
          onChange={(e) => setEarliest(e.currentTarget.value)}
        />
        <NativeSelect
          label={t('reserve.waitlist.until')}
          data={options}
          value={latest}
          onChange={(e) => setLatest(e.currentTarget.value)}
        />
      </div>
      {join.isError ? (
        <Alert color="yellow" role="alert">
          <ServerText>{errorText(join.error, t)}</ServerText>
        </Alert>
      ) : null}
      <div>
        <Button
          variant="light"
          loading={join.isPending}
          onClick={() =>
            join.mutate({
              date,
              ...combination,
              salonManicure: salon === 'manicure',
              salonBoth: salon === 'both',
              earliest,
              latest,
            })
          }
        >
          {t('reserve.waitlist.join')}
        </Button>
      </div>
    </section>
  );
}
