import '@mantine/core/styles/SegmentedControl.layer.css';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABEL_KEYS, useLanguageSwitch } from '../i18n/use-language-switch';

/**
 * English | עברית on a shared device's screen (the lobby kiosk, a room's tablet): the next woman
 * switches with one touch. Laid out left to right in both languages: Mantine places the sliding
 * indicator by left offsets, which put it on the wrong language in a right-to-left page.
 */
export function DeviceLanguageSwitch({ label }: { label: string }) {
  const { t } = useTranslation();
  const { selected, choose } = useLanguageSwitch();
  return (
    <SegmentedControl
      dir="ltr"
      aria-label={label}
      value={selected}
      onChange={(value) => void choose(value)}
      data={(['en', 'he'] as const).map((language) => ({
        value: language,
        // Each name in its own language, so a screen reader says it in that language.
        label: <span lang={language}>{t(LANGUAGE_LABEL_KEYS[language])}</span>,
      }))}
    />
  );
}
