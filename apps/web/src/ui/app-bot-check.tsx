import { Loader } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useBotCheckConfig } from '../api/bot-check-config';
import { IslandTextsContext, pickTexts } from '../islands/island-texts';
import type { BotCheckHandle } from './bot-check-handle';
import { BOT_CHECK_TEXTS, BotCheckSlot } from './bot-check-slot';
import { ErrorNotice } from './error-notice';

/** The bot check of a form the app draws (Donate): the configuration asked for, its texts given. */
export function AppBotCheck({ id, ref }: { id: string; ref?: Ref<BotCheckHandle> }) {
  const { t } = useTranslation();
  const config = useBotCheckConfig();
  if (config.isError) return <ErrorNotice error={config.error} onRetry={() => void config.refetch()} />;
  if (!config.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  return (
    <IslandTextsContext.Provider value={pickTexts(t, BOT_CHECK_TEXTS)}>
      <BotCheckSlot config={config.data} action="social" id={id} ref={ref} />
    </IslandTextsContext.Provider>
  );
}
