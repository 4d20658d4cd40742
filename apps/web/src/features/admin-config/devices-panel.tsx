import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Button, Code, NativeSelect, Table, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { routePaths } from '../../shared/route-paths';
import { ConfirmModal } from '../../ui/confirm-modal';
import { Dialog } from '../../ui/dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { useAdminRooms } from './api/admin-rooms';
import {
  useAdminDevices,
  useCreateDevice,
  useRevokeDevice,
  type Device,
  type NewDevice,
} from './api/admin-devices';
import { ConfigPanel, ListBody } from './config-panel';
import { StatusBadge } from './status-badge';

type Kind = Device['kind'];

/**
 * The link an Admin opens on the tablet: the kiosk's page, or the room's own (/room/{roomId}), keeps
 * the token and takes it out of the address.
 */
const unlockLink = ({ device, token }: NewDevice) =>
  `${typeof window === 'undefined' ? '' : window.location.origin}${
    device.kind === 'room' && device.roomId !== null
      ? `${routePaths.room}/${device.roomId}`
      : routePaths.kiosk
  }#token=${encodeURIComponent(token)}`;

/** Unlocking a device: its kind, name and room; then its token and link, shown this once. */
function DeviceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const rooms = useAdminRooms();
  const create = useCreateDevice();
  const [kind, setKind] = useState<Kind>('kiosk');
  const [name, setName] = useState('');
  const [roomId, setRoomId] = useState<string | null>(null);
  const [made, setMade] = useState<NewDevice | null>(null);

  const close = () => {
    setMade(null);
    setName('');
    setRoomId(null);
    create.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { kind, name, ...(kind === 'room' && roomId !== null ? { roomId: Number(roomId) } : {}) },
      { onSuccess: setMade },
    );
  };

  return (
    <Dialog opened={opened} onClose={close} title={t('admin.config.devices.addTitle')}>
      {made ? (
        <div>
          <Alert color="orange" role="status">
            {t('admin.config.devices.tokenOnce')}
          </Alert>
          <Code block>{made.token}</Code>
          <p>
            {t('admin.config.devices.openOnTablet')}{' '}
            <a href={unlockLink(made)} target="_blank" rel="noreferrer">
              {t('admin.config.devices.unlockLink')}
            </a>
          </p>
          <Button onClick={close}>{t('admin.config.devices.done')}</Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          {/* The device's own picker: a list a finger or the keys open, never hidden by the dialog. */}
          <NativeSelect
            label={t('admin.config.devices.kind')}
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value === 'room' ? 'room' : 'kiosk')}
            data={[
              { value: 'kiosk', label: t('admin.config.devices.kiosk') },
              { value: 'room', label: t('admin.config.devices.room') },
            ]}
          />
          <TextInput
            label={t('admin.config.devices.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            required
          />
          {kind === 'room' ? (
            <NativeSelect
              label={t('admin.config.devices.roomLabel')}
              value={roomId ?? ''}
              onChange={(event) => setRoomId(event.currentTarget.value || null)}
              data={[
                ...(roomId === null ? [{ value: '', label: t('admin.config.devices.chooseRoom') }] : []),
                ...(rooms.data ?? []).map((r) => ({ value: String(r.id), label: r.number })),
              ]}
              required
            />
          ) : null}
          <ErrorAlert error={create.error} />
          <Button type="submit" loading={create.isPending} mt="md">
            {t('admin.config.devices.create')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

/**
 * The devices an Admin unlocked (docs/staff-api.md Devices): the lobby's kiosk and room tablets, newest
 * first; a new one's token is shown once; revoking one (after a confirmation) locks it for good.
 */
export function DevicesPanel() {
  const { t } = useTranslation();
  const devices = useAdminDevices();
  const rooms = useAdminRooms();
  const revoke = useRevokeDevice();
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<Device | null>(null);
  const id = 'devices-heading';
  const roomNumber = (roomId: number | null) =>
    roomId === null ? '' : (rooms.data?.find((r) => r.id === roomId)?.number ?? String(roomId));
  const when = (instant: string | null) => (instant === null ? '' : new Date(instant).toLocaleString());

  return (
    <ConfigPanel
      id={id}
      heading={t('admin.config.devices.heading')}
      addLabel={t('admin.config.devices.add')}
      onAdd={() => setAdding(true)}
    >
      <ListBody query={devices} empty={t('admin.config.devices.empty')} labelledBy={id}>
        {(list) => (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.config.devices.name')}</Table.Th>
                <Table.Th>{t('admin.config.devices.kind')}</Table.Th>
                <Table.Th>{t('admin.config.devices.roomLabel')}</Table.Th>
                <Table.Th>{t('admin.config.devices.lastUsed')}</Table.Th>
                <Table.Th>{t('admin.config.status')}</Table.Th>
                <Table.Th>{t('admin.config.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((device) => (
                <Table.Tr key={device.id}>
                  <Table.Td>
                    <bdi>{device.name}</bdi>
                  </Table.Td>
                  <Table.Td>{t(`admin.config.devices.${device.kind}`)}</Table.Td>
                  <Table.Td>{roomNumber(device.roomId)}</Table.Td>
                  <Table.Td>{when(device.lastUsedAt)}</Table.Td>
                  <Table.Td>
                    <StatusBadge out={device.revokedAt !== null}>
                      {device.revokedAt === null
                        ? t('admin.config.devices.unlocked')
                        : t('admin.config.devices.revoked')}
                    </StatusBadge>
                  </Table.Td>
                  <Table.Td>
                    {device.revokedAt === null ? (
                      <Button
                        variant="subtle"
                        color="red.9"
                        aria-label={t('admin.config.devices.revokeNamed', { name: device.name })}
                        onClick={() => setRevoking(device)}
                      >
                        {t('admin.config.devices.revoke')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ListBody>
      <DeviceModal opened={adding} onClose={() => setAdding(false)} />
      <ConfirmModal
        opened={revoking !== null}
        onClose={() => {
          setRevoking(null);
          revoke.reset();
        }}
        title={t('admin.config.devices.revokeTitle', { name: revoking?.name ?? '' })}
        message={t('admin.config.devices.revokeMessage')}
        confirmLabel={t('admin.config.devices.revoke')}
        cancelLabel={t('admin.config.cancel')}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) });
        }}
        pending={revoke.isPending}
        error={revoke.error}
      />
    </ConfigPanel>
  );
}
