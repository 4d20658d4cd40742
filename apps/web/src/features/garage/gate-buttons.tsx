import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GateRequest } from './api/garage-open';
import { errorText } from '../../ui/error-notice';
import { currentPosition, PositionError } from '../../shared/current-position';
import classes from './garage.module.css';

/** The labels of the gate buttons. */
export type GateLabel =
  | 'garagePage.gate1Entrance'
  | 'garagePage.gate1Inner'
  | 'garagePage.gate2Entrance'
  | 'garagePage.gate2Inner'
  | 'garagePage.entrance'
  | 'garagePage.innerGate';

export interface Gate {
  site: 1 | 2;
  option: 1 | 2;
  label: GateLabel;
}

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

const positionKeys = {
  denied: 'garagePage.locationDenied',
  unavailable: 'garagePage.locationUnavailable',
  timeout: 'garagePage.locationTimeout',
  unsupported: 'garagePage.locationUnsupported',
} as const;

/**
 * One button per gate. A press asks the browser for her position, then the server to open the gate;
 * the outcome is read out from a live region (green when the gate opens, red otherwise).
 */
export function GateButtons({
  gates,
  label,
  open,
}: {
  gates: readonly Gate[];
  /** Names the group of buttons for screen readers. */
  label: string;
  open: (request: GateRequest) => Promise<string>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Gate | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const press = async (gate: Gate) => {
    setBusy(gate);
    setOutcome(null);
    try {
      const position = await currentPosition();
      const message = await open({ ...position, site: gate.site, option: gate.option });
      // The server's sentence comes in her language (it sends the page's); none: the usual one.
      const text = message === '' ? t('garagePage.opening') : message;
      setOutcome({ tone: 'ok', text });
    } catch (failure) {
      const text =
        failure instanceof PositionError ? t(positionKeys[failure.problem]) : errorText(failure, t);
      setOutcome({ tone: 'error', text });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={classes.stack}>
      <div className={classes.gates} role="group" aria-label={label}>
        {gates.map((gate) => (
          <Button
            key={`${gate.site}-${gate.option}`}
            size="lg"
            loading={busy === gate}
            disabled={busy !== null && busy !== gate}
            onClick={() => void press(gate)}
          >
            {t(gate.label)}
          </Button>
        ))}
      </div>
      <p className={classes.outcome} data-tone={outcome?.tone} aria-live="polite" role="status">
        {outcome?.text}
      </p>
    </div>
  );
}
