import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Alert, Button, TextInput } from '@mantine/core';
import type { KioskArrival } from '@tevila/contract';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnauthorized } from '../../api/http';
import { DevicePage } from '../../ui/device-page';
import { errorText } from '../../ui/error-notice';
import { fillIn } from '../../islands/island-texts';
import { kioskCheckin } from './api/kiosk-checkin';
import { kioskContent, type KioskContent } from './kiosk-content';
import { forgetKioskToken, readKioskToken, subscribeKioskToken, takeTokenFromAddress } from './kiosk-token';
import classes from './kiosk.module.css';
import screen from '../../ui/device-screen.module.css';
import { classNameProp } from '../../ui/class-name';

/** How long the result stays on the screen before the entry is ready for the next visitor. */
export const KIOSK_RESULT_MS = 15_000;
const CODE_LENGTH = 5;
const noChange = () => () => {};
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** What she is told once checked in: her room and section, or her waiting code. Nothing of her person. */
function arrivalText(arrival: KioskArrival, words: KioskContent): string {
  if (arrival.reservationStatus === 'Assigned' && arrival.room)
    return fillIn(words.roomReady, { room: arrival.room.number, section: arrival.room.section.name });
  return fillIn(words.waiting, { code: arrival.waitingCode ?? '' });
}

/**
 * /kiosk (docs/staff-api.md Kiosk): the lobby's tablet. Unlocked once by an Admin's link, which
 * brings its device token; then a calm entry for the 5-digit access code, the result alone, and back
 * to the entry after KIOSK_RESULT_MS. Public, but useless without the token.
 */
export default function KioskPage() {
  const { t } = useTranslation();
  const words = kioskContent.useContent();
  // The server renders the page without the tablet's storage: nothing but the heading until read.
  const token = useSyncExternalStore(subscribeKioskToken, readKioskToken, () => null);
  const ready = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const [locked, setLocked] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [arrival, setArrival] = useState<KioskArrival | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // The link opened fresh, or typed on this screen once it is up (the address changes by its hash alone).
  useEffect(() => {
    const take = () => void takeTokenFromAddress();
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, []);

  useEffect(() => {
    if (arrival === null) return;
    const timer = window.setTimeout(() => {
      setArrival(null);
      setCode('');
      input.current?.focus();
    }, KIOSK_RESULT_MS);
    return () => window.clearTimeout(timer);
  }, [arrival]);

  const type = (digit: string) => {
    setError(null);
    setCode((c) => (c.length < CODE_LENGTH ? c + digit : c));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (token === null || busy) return;
    if (!/^\d{5}$/.test(code)) {
      setError(words.fiveDigits);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setArrival(await kioskCheckin(token, code));
    } catch (failure) {
      if (isUnauthorized(failure)) {
        forgetKioskToken();
        setLocked(true);
      } else setError(errorText(failure, t));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!ready) body = null;
  else if (token === null) body = <Alert color="gray">{locked ? words.relock : words.locked}</Alert>;
  else if (arrival !== null)
    body = (
      <div className={screen.screen}>
        {/* Read out by the live region below, which was there before the result came. */}
        <p className={screen.result} aria-hidden="true">
          {arrivalText(arrival, words)}
        </p>
        <Button
          size="lg"
          variant="default"
          onClick={() => {
            setArrival(null);
            setCode('');
          }}
        >
          {words.done}
        </Button>
      </div>
    );
  else
    body = (
      <form className={screen.screen} onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          ref={input}
          {...classNameProp(screen.code)}
          label={words.codeLabel}
          description={words.codeHint}
          value={code}
          onChange={(event) => {
            setError(null);
            setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={CODE_LENGTH}
          size="xl"
          data-autofocus
        />
        <div className={classes.keypad} role="group" aria-label={words.keypad}>
          {KEYS.map((digit) => (
            <Button key={digit} {...classNameProp(classes.key)} variant="default" onClick={() => type(digit)}>
              {digit}
            </Button>
          ))}
          <Button
            {...classNameProp(classes.key)}
            variant="default"
            aria-label={words.erase}
            onClick={() => setCode((c) => c.slice(0, -1))}
          >
            ⌫
          </Button>
          <Button {...classNameProp(classes.key)} variant="default" onClick={() => type('0')}>
            0
          </Button>
          <Button className={`${classes.key} ${classes.submit}`} type="submit" loading={busy}>
            {words.checkIn}
          </Button>
        </div>
      </form>
    );

  return (
    <DevicePage
      title={words.title}
      languageLabel={words.language}
      news={arrival !== null ? <span className="visually-hidden">{arrivalText(arrival, words)}</span> : null}
      error={error}
      callReception={(extension) => fillIn(words.callReception, { extension })}
    >
      {body}
    </DevicePage>
  );
}
