import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './night.module.css';
import { classNameProp } from '../../ui/class-name';

/** Whether the desk's screen follows the night's stream: "Live", or "Not live — reconnecting". */
export function LiveBadge({ live, hint }: { live: boolean; hint: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      {...classNameProp(classes.live)}
      color={live ? 'teal' : 'gray'}
      variant={live ? 'dot' : 'outline'}
      title={hint}
    >
      {live ? t('admin.night.live.on') : t('admin.night.live.off')}
    </Badge>
  );
}
