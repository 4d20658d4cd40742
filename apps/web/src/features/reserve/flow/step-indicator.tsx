import { useTranslation } from 'react-i18next';
import classes from './step-indicator.module.css';
import type { ReserveView } from './views';

const STEPS = [
  ['reserve-date', 'reserve.steps.date'],
  ['reserve-options', 'reserve.steps.options'],
  ['reserve-payment', 'reserve.steps.payment'],
] as const satisfies readonly (readonly [ReserveView, string])[];

/** Where she is in a booking: date · options · payment, the current step marked for screen readers. */
export function StepIndicator({ current }: { current: ReserveView }) {
  const { t } = useTranslation();
  const at = STEPS.findIndex(([view]) => view === current);
  return (
    <ol className={classes.steps} aria-label={t('reserve.steps.label')}>
      {STEPS.map(([view, label], index) => (
        <li
          key={view}
          className={classes.step}
          aria-current={index === at ? 'step' : undefined}
          data-state={index < at ? 'done' : index === at ? 'current' : 'next'}
        >
          <span className={classes.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span>{t(label)}</span>
        </li>
      ))}
    </ol>
  );
}
