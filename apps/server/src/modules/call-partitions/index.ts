import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { callPartitionsRepository } from './call-partitions-repository.ts';
import { callPartitionsService } from './call-partitions-service.ts';

export type { CallPartitionsService } from './call-partitions-service.ts';

/** Monthly partitions of the call records and their retention. */
export const callPartitionsModule = {
  name: 'call-partitions',
  services: (d: Pick<Infrastructure, 'db' | 'jobs' | 'config' | 'log'>) => ({
    callPartitions: callPartitionsService({
      repo: callPartitionsRepository(d.db),
      jobs: d.jobs,
      retentionMonths: d.config.callRetentionMonths,
      log: d.log,
    }),
  }),
} satisfies ModuleManifest;
