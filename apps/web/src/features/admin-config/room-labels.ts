import { useTranslation } from 'react-i18next';
import type { RoomKind, RoomStatus } from './api/admin-rooms';
import type { TranslationKey } from '../../i18n/keys';

const kindKeys: Record<RoomKind, TranslationKey> = {
  shower: 'admin.config.rooms.types.shower',
  bath: 'admin.config.rooms.types.bath',
  handicapped: 'admin.config.rooms.types.handicapped',
  kallah: 'admin.config.rooms.types.kallah',
};

const statusKeys: Record<RoomStatus, TranslationKey> = {
  Offline: 'admin.config.rooms.statuses.Offline',
  Available: 'admin.config.rooms.statuses.Available',
  Occupied: 'admin.config.rooms.statuses.Occupied',
  NeedsCleaning: 'admin.config.rooms.statuses.NeedsCleaning',
  Cleaning: 'admin.config.rooms.statuses.Cleaning',
  Ready: 'admin.config.rooms.statuses.Ready',
};

export function useRoomKindLabel(): (kind: RoomKind) => string {
  const { t } = useTranslation();
  return (kind) => (kindKeys[kind] ? t(kindKeys[kind]) : kind);
}

export function useRoomStatusLabel(): (status: RoomStatus) => string {
  const { t } = useTranslation();
  return (status) => (statusKeys[status] ? t(statusKeys[status]) : status);
}
