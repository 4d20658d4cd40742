import { formSentAnswer } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';

/** A sent form's answer as the server's schema reads it (loaded after the form is sent). */
export const readFormSent = (answer: unknown) => checkedAnswer(formSentAnswer, answer);
