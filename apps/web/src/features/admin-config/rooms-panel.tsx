import { useTranslation } from 'react-i18next';
import { useAdminRooms, useSetRoomStatus, type AdminRoom } from './api/admin-rooms';
import type { AdminSection } from './api/admin-sections';
import { ListPanel } from './list-panel';
import { useRoomKindLabel, useRoomStatusLabel } from './room-labels';
import { RoomModal } from './room-modal';
import { StatusBadge } from './status-badge';

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

  return (
    <ListPanel
      area="rooms"
      texts={{
        edit: {
          label: t('admin.config.edit'),
          ariaLabel: (number) => t('admin.config.rooms.editRoom', { number }),
        },
        takeOut: {
          label: t('admin.config.rooms.makeOffline'),
          ariaLabel: (number) => t('admin.config.rooms.offlineRoom', { number }),
        },
        bringBack: {
          label: t('admin.config.rooms.bringBack'),
          ariaLabel: (number) => t('admin.config.rooms.bringBackRoom', { number }),
        },
        takeOutTitle: (number) => t('admin.config.rooms.offlineTitle', { number }),
        takeOutMessage: t('admin.config.rooms.offlineMessage'),
      }}
      list={rooms}
      order={(list) => [...list].sort(byNumber)}
      columns={[
        { header: t('admin.config.rooms.number'), cell: (room) => room.number },
        { header: t('admin.config.rooms.type'), cell: (room) => kindLabel(room.type) },
        { header: t('admin.config.rooms.section'), cell: (room) => <bdi>{room.section.name}</bdi> },
        {
          header: t('admin.config.rooms.dmxColumn'),
          cell: (room) => room.dmxChannel ?? t('admin.config.rooms.noDmxChannel'),
        },
        {
          header: t('admin.config.status'),
          cell: (room) => (
            <StatusBadge out={room.status === 'Offline'}>{statusLabel(room.status)}</StatusBadge>
          ),
        },
      ]}
      rowKey={(room) => room.id}
      rowAttributes={(room) => ({ 'data-room': room.number })}
      nameOf={(room) => room.number}
      isOut={(room) => room.status === 'Offline'}
      keptInUse={(room) => room.status === 'Occupied'}
      change={status}
      setInUse={(room, inUse, then) =>
        status.mutate({ id: room.id, status: inUse ? 'Available' : 'Offline' }, then)
      }
      editor={(room, close) => <RoomModal room={room} sections={sections} onClose={close} />}
    />
  );
}
