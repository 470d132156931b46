import { auditEventListAnswer, auditEventsQuery, FUNCTIONALITIES } from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { answers } from '../../lib/route-schemas.ts';

/** The audit trail (docs/api-audit.md): read only; staff with the audit right see every event, a customer its company's. */
export async function auditRoutes(app: App) {
  app.get(
    '/audit/events',
    {
      config: { access: { functionality: FUNCTIONALITIES.audit, action: 'list' } },
      schema: {
        tags: ['audit'],
        querystring: auditEventsQuery,
        response: answers({ 200: auditEventListAnswer }),
        description:
          'The audit trail, newest first: `limit` events (1–200, 50) and `next_cursor`, the `cursor` of the next page (null on the last). Filters: `from`, `to` (a day or an ISO date and time, inclusive), `action` (exact, or a beginning ending with a dot: `permissions.`), `actor_account_id`, `actor_kind`, `subject_kind`, `subject_id`, `customer_id` (staff; a customer always reads its own company’s), `q` (the acting e-mail or the subject id).',
      },
    },
    async (req) => app.services.audit.list(req.principal!, req.query),
  );
}
