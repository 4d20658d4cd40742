import { createSandboxPayments } from '../../../src/adapters/payments/sandbox.ts';
import { createClock } from '../../../src/clock.ts';
import type { ContractCard } from '../../helpers/payments-contract.ts';
import { describePaymentsContract } from '../../helpers/payments-contract.ts';
import { testCards } from '../../helpers/payments.ts';
import { createTestDatabase } from '../../helpers/test-db.ts';

const numbers: Record<ContractCard, string> = {
  visa: testCards.visa,
  mastercard: testCards.mastercard,
  declined: testCards.declined,
  insufficient: testCards.insufficient,
  expired: testCards.expired,
  cvc: testCards.cvc,
  declinedAfterSave: testCards.declinedAfterSave,
};

describePaymentsContract('sandbox (its own tables in the app database)', async () => {
  const database = await createTestDatabase();
  const sandbox = createSandboxPayments({
    db: database.db,
    clock: createClock(),
    webhookSecret: 'whsec_sandbox_contract',
  });
  const year = new Date().getUTCFullYear() + 3;
  return {
    port: sandbox,
    tokenFor: async (card) =>
      (await sandbox.tokenize({ number: numbers[card], expMonth: 12, expYear: year, cvc: '123' })).id,
    close: () => database.close(),
  };
});
