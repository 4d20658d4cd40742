import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Alert, Button, TextInput } from '@mantine/core';
import type { RoomTablet } from '@tevila/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, isUnauthorized } from '../../api/http';
import { DevicePage } from '../../ui/device-page';
import { errorText } from '../../ui/error-notice';
import { fillIn } from '../../islands/island-texts';
import { askSupply, fetchRoomTablet, pressHelp, pressReady, type RoomKey } from './api/room-tablet';
import { roomContent } from './room-content';
import {
  forgetRoomKey,
  keepPasscode,
  readRoomKey,
  roomKeyOf,
  subscribeRoomKey,
  takeRoomTokenFromAddress,
} from './room-key';
import classes from './room.module.css';
import screen from '../../ui/device-screen.module.css';
import { classNameProp } from '../../ui/class-name';

/** How often the screen asks again. */
export const ROOM_REFRESH_MS = 20_000;
const noChange = () => () => {};

/** A refusal that means the key no longer opens the room (revoked, wrong, locked). */
const keyRefused = (error: unknown) =>
  isUnauthorized(error) || (error instanceof ApiError && error.status === 403);

/**
 * /room/{id} (docs/staff-api.md Room tablets): the tablet in a room. Unlocked by an Admin's device
 * link or the room passcode; then the room's state and, while a visit is in the room, three large
 * buttons. No name or detail of the woman is ever on the screen.
 */
export default function RoomTabletPage() {
  const { t } = useTranslation();
  const words = roomContent.useContent();
  const roomId = useParams().id ?? '';
  // The server renders the page without the tablet's storage: nothing but the heading until read.
  const ready = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const snapshot = useSyncExternalStore(
    subscribeRoomKey,
    () => readRoomKey(roomId),
    () => null,
  );
  const key = roomKeyOf(snapshot);
  const client = useQueryClient();
  const queryKey = ['room-tablet', roomId, snapshot];
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      try {
        // The route's key was checked as a room key before the page loads.
        return await fetchRoomTablet(roomId, key as RoomKey);
      } catch (failure) {
        refused(failure);
        throw failure;
      }
    },
    enabled: key !== null,
    // Asked again now and then, so the desk's moves show without a touch.
    refetchInterval: ROOM_REFRESH_MS,
    retry: false,
  });
  const state: RoomTablet | null = key === null ? null : (query.data ?? null);
  const [passcode, setPasscode] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The link opened fresh, or typed on this screen once it is up (the address changes by its hash alone).
  useEffect(() => {
    const take = () => void takeRoomTokenFromAddress(roomId);
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, [roomId]);

  /** A key the server no longer takes (revoked, wrong, locked) is forgotten; its sentence stays shown. */
  function refused(failure: unknown) {
    if (keyRefused(failure)) forgetRoomKey(roomId);
    setError(errorText(failure, t));
  }

  const unlock = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(passcode)) {
      setError(words.fourDigits);
      return;
    }
    setError(null);
    keepPasscode(roomId, passcode);
    setPasscode('');
  };

  const act = async (run: (using: RoomKey) => Promise<string>) => {
    if (key === null || busy) return;
    setBusy(true);
    setError(null);
    setSaid(null);
    try {
      setSaid(await run(key));
    } catch (failure) {
      refused(failure);
    } finally {
      setBusy(false);
    }
  };
  const ready_ = () =>
    act(async (using) => {
      const next = await pressReady(roomId, using);
      client.setQueryData(queryKey, next);
      return next.visit?.reservationStatus === 'ReadyForMikvahNext' ? words.readyNext : words.readyDone;
    });
  const help = () =>
    act(async (using) => {
      client.setQueryData(queryKey, await pressHelp(roomId, using));
      return words.helpDone;
    });
  const supply = (item: string) =>
    act(async (using) => {
      await askSupply(roomId, using, item);
      setChoosing(false);
      return fillIn(words.supplyDone, { item });
    });

  let body;
  if (!ready) body = null;
  else if (key === null)
    body = (
      <form className={screen.screen} onSubmit={unlock} noValidate>
        <Alert color="gray" role="note">
          {words.locked}
        </Alert>
        <TextInput
          {...classNameProp(screen.code)}
          label={words.passcodeLabel}
          description={words.passcodeHint}
          value={passcode}
          onChange={(event) => {
            setError(null);
            setPasscode(event.currentTarget.value.replace(/\D/g, '').slice(0, 4));
          }}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          size="xl"
        />
        <Button size="lg" type="submit">
          {words.unlock}
        </Button>
      </form>
    );
  else if (state === null) body = null;
  else
    body = (
      <div className={screen.screen}>
        <p>{fillIn(words.section, { name: state.section.name })}</p>
        <p className={screen.result}>
          {state.visit === null
            ? words.noVisit
            : (words.statuses[state.visit.reservationStatus] ?? state.visit.reservationStatus)}
        </p>
        {state.alertOpen ? <p>{words.helpOpen}</p> : null}
        {state.visit === null ? null : choosing ? (
          <div className={classes.actions} role="group" aria-label={words.suppliesTitle}>
            {state.supplyItems.map((item) => (
              <Button
                key={item}
                {...classNameProp(classes.action)}
                variant="default"
                onClick={() => void supply(item)}
              >
                {item}
              </Button>
            ))}
            <Button {...classNameProp(classes.action)} variant="subtle" onClick={() => setChoosing(false)}>
              {words.back}
            </Button>
          </div>
        ) : (
          <div className={classes.actions}>
            <Button {...classNameProp(classes.action)} loading={busy} onClick={() => void ready_()}>
              {words.ready}
            </Button>
            <Button
              {...classNameProp(classes.action)}
              color="orange"
              loading={busy}
              onClick={() => void help()}
            >
              {words.help}
            </Button>
            <Button {...classNameProp(classes.action)} variant="default" onClick={() => setChoosing(true)}>
              {words.supplies}
            </Button>
          </div>
        )}
      </div>
    );

  return (
    <DevicePage
      title={fillIn(words.title, { room: state?.room.number ?? roomId })}
      languageLabel={words.language}
      news={said !== null ? <p className={screen.result}>{said}</p> : null}
      error={error}
      callReception={(extension) => fillIn(words.callReception, { extension })}
    >
      {body}
    </DevicePage>
  );
}
