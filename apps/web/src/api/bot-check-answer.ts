import { botCheckConfigSchema } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';

/** GET botcheck/config's answer as the server's schema reads it (loaded with the answer). */
export const readBotCheckConfig = (body: unknown) => checkedAnswer(botCheckConfigSchema, body);
