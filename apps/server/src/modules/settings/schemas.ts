// The public settings' answer is the web's too: it lives in the contract (docs/decisions/0034).
export { publicSettingsSchema } from '@tevila/contract';
