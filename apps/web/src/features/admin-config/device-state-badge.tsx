import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import type { BuildingDeviceView } from './api/building-devices';

const colors: Record<BuildingDeviceView['state'], string> = {
  answering: 'var(--app-accent-strong)',
  failing: 'red.9',
  'not-tried': 'gray.8',
  'not-set': 'gray.8',
};

/** A building device's state in its table cell, as StatusBadge shows a row's: red while it fails. */
export function DeviceStateBadge({
  state,
  children,
}: {
  state: BuildingDeviceView['state'];
  children: string;
}) {
  return (
    <Badge variant="filled" color={colors[state]}>
      {children}
    </Badge>
  );
}
