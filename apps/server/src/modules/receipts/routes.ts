import { receiptsEndpoints as endpoints } from '@tevila/contract/endpoints';
import { printerIds } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { security, updated } from '../../http/schemas.ts';
import { printReceipt } from './service.ts';

/** The desk's receipts (docs/staff-api.md "Receipt"). */
export const receiptRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.print, {
      tags: ['reservations'],
      summary: 'Print a reservation’s receipt (desk)',
      description: `printerId: ${printerIds.join(', ')}. With an address in the setting printer<printerId> the receipt goes to that printer (ESC/POS over TCP, port 9100 unless given, once it has answered a status request; 5 s); without one, print html.`,
      security,
    }),
    preHandler: requireRole(ctx, ['Receptionist', 'Admin']),
    handler: async (request) =>
      updated(
        await printReceipt(ctx, {
          id: request.params.id,
          printerId: request.body.printerId,
          actor: actorOf(request),
        }),
      ),
  });
};
