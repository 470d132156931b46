/**
 * What the services report to the metrics (plugins/metrics.ts) without knowing how they are kept: the services
 * take this small port, so only the plugin depends on prom-client, and a service built without metrics (a test, a
 * script, metrics off) gets `noMetrics`.
 */
export type WebhookOutcome = 'succeeded' | 'failed-retry' | 'failed-final';
export type MailOutcome = 'sent' | 'failed';

export interface Metrics {
  /** A webhook delivery attempt ended: delivered, failed with a retry to come, or failed for good. */
  webhookDelivery(outcome: WebhookOutcome): void;
  /** A mail job ended: handed to the transport (or the outbox), or failed (pg-boss retries it). */
  mail(outcome: MailOutcome): void;
}

export const noMetrics: Metrics = {
  webhookDelivery: () => {},
  mail: () => {},
};
