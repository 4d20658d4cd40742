import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IslandTextsContext, type IslandTexts } from '../islands/island-texts';

/**
 * The site's texts as the parts written for islands read them (useText): inside the app, any such part
 * (a card entry, a bot check, a form) finds every text of the catalogue without being handed a list.
 */
export function AppTextsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const texts = useMemo(
    () =>
      // A record of every key, read on demand: the catalogue is i18next's, its templates kept whole.
      new Proxy(
        {},
        {
          get: (_, key) =>
            // The proxy is read by key names of the catalogue; i18next needs one literal key type.
            typeof key === 'string' ? t(key as 'common.loading', { skipInterpolation: true }) : undefined,
        },
      ) as IslandTexts, // it answers every key IslandTexts names
    [t],
  );
  return <IslandTextsContext.Provider value={texts}>{children}</IslandTextsContext.Provider>;
}
