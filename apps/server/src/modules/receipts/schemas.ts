// The receipt's request and answer are the web's too: they live in the contract (docs/decisions/0034).
export { receiptAnswer, receiptBody } from '@tevila/contract';
