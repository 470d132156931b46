import { COMPLIANCE_EVENTS } from '@gsn/domain/compliance/events';
import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { Events } from '../../lib/events.ts';
import type { DocumentStore } from '../documents/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { complianceRepository } from './compliance-repository.ts';
import { complianceRoutes } from './compliance-routes.ts';
import { complianceService, EXPIRING_TYPE, VERIFIED_TYPE } from './compliance-service.ts';

export type { ComplianceService } from './compliance-service.ts';

/** The daily check of proofs nearing their valid-until date. */
export const COMPLIANCE_EXPIRY_JOB = 'compliance.expiry';
/** Its schedule: every day at 06:00 UTC (staff may also run it at once: POST /compliance/expiry-check). */
export const COMPLIANCE_EXPIRY_CRON = '0 6 * * *';

/**
 * Compliance profiles (functionality 200): a company's end users and proofs, kept once, verified once by staff and
 * chosen by its orders; a daily job warns of proofs about to expire (notification, e-mail, webhook).
 */
export const complianceModule = {
  name: 'compliance',
  services: (
    d: Pick<Infrastructure, 'db' | 'log' | 'outbox' | 'jobs'> & { notifier: Notifier; events: Events; documentStore: DocumentStore },
  ) => {
    const compliance = complianceService({
      repo: complianceRepository(d.db),
      store: d.documentStore,
      notifier: d.notifier,
      events: d.events,
      outbox: d.outbox,
      log: d.log,
    });
    d.jobs.define(COMPLIANCE_EXPIRY_JOB, async () => void (await compliance.warnExpiring()));
    d.jobs.every(COMPLIANCE_EXPIRY_JOB, COMPLIANCE_EXPIRY_CRON);
    return { compliance };
  },
  routes: complianceRoutes,
  events: () => COMPLIANCE_EVENTS,
  // a proof about to expire: its company's master and the provider's operations staff, by e-mail too; staff's
  // verdict on a proof: its company's master
  notificationTypes: () => [
    { ...EXPIRING_TYPE, default_receiver_account_type_id: [130, 200], alert_email: true },
    { ...VERIFIED_TYPE, default_receiver_account_type_id: [200], alert_email: false },
  ],
  subjects: () => ({ compliance_document: (id: number) => `/portal/management/compliance?document=${id}` }),
} satisfies ModuleManifest;
