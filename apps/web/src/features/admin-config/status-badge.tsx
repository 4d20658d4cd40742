import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';

/** A row's state in a table cell: in the accent colour while in use, grey when out of use. */
export function StatusBadge({ out, children }: { out: boolean; children: string }) {
  return (
    <Badge variant="filled" color={out ? 'gray.8' : 'var(--app-accent-strong)'}>
      {children}
    </Badge>
  );
}
