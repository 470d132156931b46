import type { ConfigurationRepository } from './configuration-repository.ts';

export function configurationService(repo: ConfigurationRepository) {
  async function values(): Promise<Map<string, string>> {
    return new Map((await repo.all()).map((e) => [e.field, e.value ?? '']));
  }
  return {
    values,
    async registrationEnabled(): Promise<boolean> {
      return (await values()).get('registration_enabled') !== 'false';
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
  };
}

export type ConfigurationService = ReturnType<typeof configurationService>;
