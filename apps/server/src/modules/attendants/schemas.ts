// An attendant as the API answers her is the web's too: it lives in the contract (docs/decisions/0034),
// with the routes' own schemas (@tevila/contract/endpoints).
export { attendantSchema } from '@tevila/contract';
