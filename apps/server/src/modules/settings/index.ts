/** The settings module as other modules use it (docs/decisions/0031): only through this file. */
export { readSettingValues } from './repo.ts';
export { changeSetting, keptSettings, loadSettings, readTypedSettings, seedSettings } from './service.ts';
export { formRateLimit } from './form-limit.ts';
export { changeAdminSetting, listAdminSettings } from './admin-service.ts';
