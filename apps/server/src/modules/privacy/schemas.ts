// Her data file and the body of her account's deletion are the web's too: they live in the contract
// (docs/decisions/0034).
export { deleteAccountBody, type MyData } from '@tevila/contract';
