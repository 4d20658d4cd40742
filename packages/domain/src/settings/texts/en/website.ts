import type { SettingTexts } from '../types.ts';

/** The website settings' names and hints in English (catalogue/website.ts). */
export const websiteTextsEn = {
  websiteHomePageMessage: {
    name: 'Home page message',
    hint: 'Message on the home page banner; each line break starts a new paragraph. Empty = none.',
  },
  websiteBannerImage: {
    name: 'Banner image address',
    hint: 'Image shown in the home-page pop-up banner; must be an entire URL (https://…). Empty = no banner.',
  },
  websiteBannerDestinationUrl: {
    name: 'Banner link address',
    hint: 'Where a click on the banner goes; must be an entire URL (https://…). Empty = nowhere.',
  },
} satisfies Partial<SettingTexts>;
