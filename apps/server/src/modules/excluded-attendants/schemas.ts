// Her excluded attendants and the answer of a change to them are the web's too: they live in the
// contract (docs/decisions/0034).
export { excludedAttendantListSchema, userUpdateAnswer } from '@tevila/contract';
