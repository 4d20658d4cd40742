import type { SettingTexts } from '../types.ts';

/** The website settings' names and hints in Hebrew (catalogue/website.ts). */
export const websiteTextsHe = {
  websiteHomePageMessage: {
    name: 'הודעה בדף הבית',
    hint: 'הודעה בבאנר של דף הבית; כל מעבר שורה פותח פסקה חדשה. ריק = ללא הודעה.',
  },
  websiteBannerImage: {
    name: 'כתובת תמונת הבאנר',
    hint: 'התמונה שמוצגת בבאנר הקופץ בדף הבית; כתובת מלאה (https://…). ריק = ללא באנר.',
  },
  websiteBannerDestinationUrl: {
    name: 'כתובת הקישור של הבאנר',
    hint: 'לאן מובילה לחיצה על הבאנר; כתובת מלאה (https://…). ריק = לשום מקום.',
  },
} satisfies Partial<SettingTexts>;
