import { nullResultAnswer, verifyAnswer, type Credentials } from '@tevila/contract';
import { ApiError, GENERIC_ERROR } from '../../../api/api-error';
import { checkedAnswer } from '../../../api/checked-answer';

/*
 * The sign-in's answers read by the contract's schemas, loaded once an answer has come: the schemas
 * and zod's parser stay out of the login's first load (decision 0065).
 */
export const readRegistered = (answer: unknown): void => void checkedAnswer(nullResultAnswer, answer);

export function readVerified(answer: unknown): Credentials {
  const credentials = checkedAnswer(verifyAnswer, answer).result;
  // Empty credentials could never sign her in: the generic error, as for any unusable answer.
  if (!credentials.userName || !credentials.passwd) throw new ApiError('generic', GENERIC_ERROR);
  return credentials;
}
