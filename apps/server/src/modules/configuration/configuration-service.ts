import { diffFields, planConfigurationUpdate, presentConfiguration } from '@gsn/domain';
import { noteAudit } from '../../db/write-context.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ConfigurationRepository } from './configuration-repository.ts';

export const CONFIGURATION_UPDATED = 'Configuration updated successfully';

export function configurationService(repo: ConfigurationRepository) {
  async function values(): Promise<Map<string, string>> {
    return new Map((await repo.all()).map((e) => [e.field, e.value ?? '']));
  }
  return {
    values,
    async registrationEnabled(): Promise<boolean> {
      return (await values()).get('registration_enabled') !== 'false';
    },
    /** The site user limit (spec 1 §9): the most accounts the portal accepts; null when unset. */
    async userLimit(): Promise<number | null> {
      const n = Number((await values()).get('site_user_limit'));
      return Number.isInteger(n) && n > 0 ? n : null;
    },
    /** What anyone may read: the support contacts and whether registration is open. */
    async publicInfo() {
      const v = await values();
      const dept = (k: string) => ({ email: v.get(`contact_${k}_email`) ?? '', phone: v.get(`contact_${k}_phone`) ?? '' });
      return {
        site_name: v.get('site_name') ?? 'GSN Portal',
        registration_enabled: v.get('registration_enabled') !== 'false',
        contacts: { sales: dept('sales'), product: dept('product'), operations: dept('operations') },
      };
    },
    /** The administrator's view: every editable entry, passwords masked. */
    async list() {
      return { data: presentConfiguration(await repo.all()) };
    },
    /** A map of field to value; all or nothing: any bad field answers 400 with every field error. */
    async update(input: Record<string, string | boolean>) {
      const plan = planConfigurationUpdate(await repo.all(), input);
      if (plan.errors.length) throw badRequest('validation.failed', 'Please check the highlighted fields', plan.errors);
      if (plan.updates.length) {
        await repo.transaction(async (tx) => {
          const entries = await tx.all();
          await tx.update(plan.updates);
          const before = Object.fromEntries(entries.map((e) => [e.field, e.value ?? '']));
          const changes = diffFields(before, Object.fromEntries(plan.updates.map((u) => [u.field, u.value])), Object.keys(before));
          // a password setting shows only that it changed
          for (const e of entries) if (e.type === 'password' && changes[e.field]) changes[e.field] = { from: '[secret]', to: '[secret]' };
          noteAudit({ action: 'configuration.update', subject: { kind: 'configuration' }, changes });
        });
      }
      return { message: CONFIGURATION_UPDATED, data: presentConfiguration(await repo.all()) };
    },
  };
}

export type ConfigurationService = ReturnType<typeof configurationService>;
