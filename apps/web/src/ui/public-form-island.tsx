import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useBotCheckConfig, type BotCheckConfig } from '../api/bot-check-config';
import type { TranslationKey } from '../i18n/keys';
import { Island } from '../islands/island';
import { pickTexts } from '../islands/island-texts';
import { PUBLIC_FORM_TEXTS } from './form-parts';
import { QueryView } from './query-view';

/**
 * A public form as an island (decision 0065): drawn with the server's bot-check configuration and the
 * texts every public form shows plus its own, and taken over in the browser by its script alone.
 */
export function PublicFormIsland<P extends { botCheck: BotCheckConfig }>({
  name,
  component,
  props,
  texts = [],
}: {
  name: string;
  component: ComponentType<P>;
  props: Omit<P, 'botCheck'>;
  /** The keys of its own texts, beside the shared ones. */
  texts?: readonly TranslationKey[];
}) {
  const { t } = useTranslation();
  const config = useBotCheckConfig();
  return (
    <QueryView queries={[config]} retry>
      {(botCheck) => {
        return (
          <Island
            name={name}
            component={component}
            // The form's props with the bot check added: P always has botCheck.
            props={{ ...props, botCheck: botCheck } as P}
            texts={pickTexts(t, [...PUBLIC_FORM_TEXTS, ...texts])}
          />
        );
      }}
    </QueryView>
  );
}
