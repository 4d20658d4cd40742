// The sign-in requests and their answers are the web's too: they live in the contract
// (docs/decisions/0034).
export { nullResultAnswer, registerBody, verifyAnswer, verifyBody } from '@tevila/contract';
