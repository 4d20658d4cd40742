import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Badge, Table } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminRooms, useSetRoomStatus, type AdminRoom } from '../../api/admin-rooms';
import type { AdminSection } from '../../api/admin-sections';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ErrorAlert } from '../../ui/error-alert';
import classes from './admin-config.module.css';
import { ConfigPanel, ListBody, RowActions } from './config-panel';
import { useRoomKindLabel, useRoomStatusLabel } from './room-labels';
import { RoomModal } from './room-modal';

const byNumber = (a: AdminRoom, b: AdminRoom) => a.number.localeCompare(b.number, 'en', { numeric: true });

/**
 * The rooms: number, type, section and status; add and edit. A room is never deleted: Offline takes
 * it out of use (after a confirmation) and Available brings it back.
 */
export function RoomsPanel({ sections }: { sections: readonly AdminSection[] }) {
  const { t } = useTranslation();
  const rooms = useAdminRooms();
  const status = useSetRoomStatus();
  const kindLabel = useRoomKindLabel();
  const statusLabel = useRoomStatusLabel();
  const [editing, setEditing] = useState<AdminRoom | 'new' | null>(null);
  const [takingOffline, setTakingOffline] = useState<AdminRoom | null>(null);
  const [backError, setBackError] = useState<unknown>(null);
  const sorted = useMemo(() => [...(rooms.data ?? [])].sort(byNumber), [rooms.data]);

  return (
    <ConfigPanel
      id="rooms-heading"
      heading={t('admin.config.rooms.heading')}
      addLabel={t('admin.config.rooms.add')}
      onAdd={() => setEditing('new')}
    >
      <ErrorAlert error={backError} />
      <ListBody query={rooms} labelledBy="rooms-heading">
        {() => (
          <Table striped withTableBorder className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.config.rooms.number')}</Table.Th>
                <Table.Th scope="col">{t('admin.config.rooms.type')}</Table.Th>
                <Table.Th scope="col">{t('admin.config.rooms.section')}</Table.Th>
                <Table.Th scope="col">{t('admin.config.status')}</Table.Th>
                <Table.Th scope="col">{t('admin.config.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((room) => (
                <Table.Tr key={room.id} data-room={room.number}>
                  <Table.Th scope="row">{room.number}</Table.Th>
                  <Table.Td>{kindLabel(room.type)}</Table.Td>
                  <Table.Td>
                    <bdi>{room.section.name}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="filled"
                      color={room.status === 'Offline' ? 'gray.8' : 'var(--app-accent-strong)'}
                    >
                      {statusLabel(room.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      isOut={room.status === 'Offline'}
                      edit={{
                        label: t('admin.config.edit'),
                        ariaLabel: t('admin.config.rooms.editRoom', { number: room.number }),
                        onClick: () => setEditing(room),
                      }}
                      takeOut={{
                        label: t('admin.config.rooms.makeOffline'),
                        ariaLabel: t('admin.config.rooms.offlineRoom', { number: room.number }),
                        disabled: room.status === 'Occupied',
                        onClick: () => {
                          status.reset();
                          setTakingOffline(room);
                        },
                      }}
                      bringBack={{
                        label: t('admin.config.rooms.bringBack'),
                        ariaLabel: t('admin.config.rooms.bringBackRoom', { number: room.number }),
                        onClick: () => {
                          setBackError(null);
                          status.mutate({ id: room.id, status: 'Available' }, { onError: setBackError });
                        },
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ListBody>
      {editing ? (
        <RoomModal
          room={editing === 'new' ? null : editing}
          sections={sections}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmModal
        opened={takingOffline !== null}
        onClose={() => setTakingOffline(null)}
        title={t('admin.config.rooms.offlineTitle', { number: takingOffline?.number ?? '' })}
        message={t('admin.config.rooms.offlineMessage')}
        confirmLabel={t('admin.config.rooms.makeOffline')}
        cancelLabel={t('admin.config.cancel')}
        pending={status.isPending}
        error={status.error}
        onConfirm={() => {
          if (takingOffline)
            status.mutate(
              { id: takingOffline.id, status: 'Offline' },
              { onSuccess: () => setTakingOffline(null) },
            );
        }}
      />
    </ConfigPanel>
  );
}
