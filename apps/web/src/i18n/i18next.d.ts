import 'i18next';
import type { enResources } from './en-resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enResources };
  }
}
