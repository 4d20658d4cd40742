// A user, her staff lists and the answer of a change to her are the web's too: they live in the
// contract (docs/decisions/0034). Query strings and setpassword's body (no page sends it) stay in the
// routes.
export { listedUserListSchema, userSchema, userUpdateAnswer } from '@tevila/contract';
