import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { rateLimitsRepository } from './rate-limits-repository.ts';
import { rateLimitsRoutes } from './rate-limits-routes.ts';
import { rateLimitsService } from './rate-limits-service.ts';

export type { RateDecision, RateLimitsService } from './rate-limits-service.ts';

/** API rate limits per key and session, shared by the instances (plugins/rate-limit.ts checks every call). */
export const rateLimitsModule = {
  name: 'rate-limits',
  services: (d: Pick<Infrastructure, 'db' | 'config' | 'jobs' | 'log'>) => {
    const rateLimits = rateLimitsService({
      repo: rateLimitsRepository(d.db),
      defaultQuota: d.config.apiRateLimit,
      warn: (message, err) => d.log.error({ err }, message),
    });
    d.jobs.define('maintenance.purge-rate-limits', () => rateLimits.purge());
    d.jobs.every('maintenance.purge-rate-limits', '23 * * * *');
    return { rateLimits };
  },
  routes: rateLimitsRoutes,
} satisfies ModuleManifest;
