// An attendant as the API answers her, and the Admin's bodies, are the web's too: they live in the
// contract (docs/decisions/0034).
export {
  attendantCreateBody,
  attendantEditBody,
  attendantListSchema,
  attendantSchema,
} from '@tevila/contract';
