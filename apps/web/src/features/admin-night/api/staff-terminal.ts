import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paymentsApi,
  terminalActionAnswer,
  terminalIntentAnswer,
  type TerminalActionAnswer,
  type TerminalIntentAnswer,
} from '@tevila/contract';
import { isTerminalName, type TerminalName } from '@tevila/domain';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import type { PrinterId } from './staff-receipt';
import { useStaffRefresh } from './staff-refresh';

export type { TerminalActionAnswer, TerminalName };

/** The card terminal of the desk this computer stands at (its printer choice), if it is a reception. */
export function terminalOfDesk(printerId: PrinterId | null): TerminalName | null {
  return isTerminalName(printerId) ? printerId : null;
}

const actionKey = (terminal: TerminalName) => ['terminalAction', terminal] as const;

/** GET payments/terminal/{terminal}: followed every second while its charge waits for a card. */
export function useTerminalAction(terminal: TerminalName, enabled: boolean) {
  return useQuery({
    queryKey: actionKey(terminal),
    queryFn: async ({ signal }) =>
      withErrorMessage(async () =>
        checkedAnswer(
          terminalActionAnswer,
          await http.call(paymentsApi.terminal, { params: { terminal }, signal }),
        ),
      ),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'waiting' ? 1000 : false),
  });
}

export interface TerminalChargeInput {
  terminal: TerminalName;
  reservationId: string;
  amt: number;
  /** One per charge the desk starts: a repeated tap is the same charge. */
  idempotencyKey: string;
}

/** POST payments/createpaymentintent with the desk's terminal: the reader asks for her card. */
export function useChargeOnTerminal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: TerminalChargeInput): Promise<TerminalIntentAnswer> =>
      withErrorMessage(async () =>
        checkedAnswer(
          terminalIntentAnswer,
          await http.call(paymentsApi.terminalCharge, {
            body,
            expectBody: true,
            headers: { 'Idempotency-Key': idempotencyKey },
          }),
        ),
      ),
    // A read of the terminal still under way began before the charge reached it: the first read has
    // no answer yet, so invalidating alone would wait for it (and its stale answer) instead of reading
    // again. It is dropped, and the terminal read anew.
    onSuccess: async (_answer, input) => {
      await client.cancelQueries({ queryKey: actionKey(input.terminal) });
      await client.invalidateQueries({ queryKey: actionKey(input.terminal) });
    },
  });
}

/** Cancel on the terminal, or (test mode) a test card presented on it: the action as it now stands. */
export function useTerminalStep() {
  const client = useQueryClient();
  const refresh = useStaffRefresh();
  return useMutation({
    mutationFn: ({ terminal, number }: { terminal: TerminalName; number?: string }) =>
      withErrorMessage(async () =>
        checkedAnswer(
          terminalActionAnswer,
          await (number === undefined
            ? http.call(paymentsApi.terminalCancel, { params: { terminal }, body: {}, expectBody: true })
            : http.call(paymentsApi.terminalPresent, {
                params: { terminal },
                body: { number },
                expectBody: true,
              })),
        ),
      ),
    onSuccess: (answer, { terminal }) => {
      client.setQueryData(actionKey(terminal), answer);
      if (answer?.status === 'approved') void refresh();
    },
  });
}
