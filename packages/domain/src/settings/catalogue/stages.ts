import type { SettingDefinition } from '../types.ts';

const group = 'Stage durations';

const stage = { type: 'int', min: 0, max: 240, visibility: 'admin', group } as const;

// Expected minutes in each status of a visit, for the staff timeline.
export const stageSettings = [
  {
    ...stage,
    key: 'assignedMinutes',
    default: '5',
  },
  {
    ...stage,
    key: 'prepShowerMinutes',
    default: '30',
  },
  {
    ...stage,
    key: 'prepBathMinutes',
    default: '45',
  },
  {
    ...stage,
    key: 'prepDoubleSlotExtraMinutes',
    default: '30',
  },
  {
    ...stage,
    key: 'waitingForSuppliesMinutes',
    default: '5',
  },
  {
    ...stage,
    key: 'readyForMikvahMinutes',
    default: '5',
  },
  {
    ...stage,
    key: 'inMikvahMinutes',
    default: '10',
  },
  {
    ...stage,
    key: 'dressingMinutes',
    default: '15',
  },
  {
    ...stage,
    key: 'needsCleaningMinutes',
    default: '15',
  },
] as const satisfies readonly SettingDefinition[];
