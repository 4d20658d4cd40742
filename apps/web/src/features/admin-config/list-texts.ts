import { useTranslation } from 'react-i18next';

/** The lists of the rooms page; each names its texts (admin.config.<area>.…) and its heading's id. */
export type ListArea = 'rooms' | 'sections' | 'cubicles' | 'attendants';

/** A row button's words: its text, and its name for a screen reader, which names the row too. */
export interface ActionTexts {
  label: string;
  ariaLabel: (name: string) => string;
}

/** A button whose name is its text and the row's name ("Edit Rivka Cohen"). */
export const namedAction = (label: string): ActionTexts => ({
  label,
  ariaLabel: (name) => `${label} ${name}`,
});

/** What a list panel says besides its heading, its Add button and its columns. */
export interface ListTexts {
  /** The line shown instead of an empty table; without it, the table shows with no rows. */
  empty?: string;
  edit: ActionTexts;
  /** Takes a row out of use; also the confirmation's button. */
  takeOut: ActionTexts;
  bringBack: ActionTexts;
  takeOutTitle: (name: string) => string;
  takeOutMessage: string;
}

/** The words of a list whose rows are deactivated, after a confirmation, and reactivated. */
export function useDeactivateTexts(
  area: Exclude<ListArea, 'rooms'>,
): Pick<ListTexts, 'takeOut' | 'bringBack' | 'takeOutTitle' | 'takeOutMessage'> {
  const { t } = useTranslation();
  return {
    takeOut: namedAction(t('admin.config.deactivate')),
    bringBack: namedAction(t('admin.config.reactivate')),
    takeOutTitle: (name) => t(`admin.config.${area}.deactivateTitle`, { name }),
    takeOutMessage: t(`admin.config.${area}.deactivateMessage`),
  };
}
