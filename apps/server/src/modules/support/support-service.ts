import type { ConfigurationService } from '../configuration/index.ts';

export const SUPPORT_DEPARTMENTS = ['sales', 'product', 'operations'] as const;

/** Support contacts (spec 2 §2): one row per department from the configuration entries contact_{department}_email/phone. */
export function supportService(configuration: ConfigurationService) {
  return {
    async contacts() {
      const { contacts } = await configuration.publicInfo();
      return { data: SUPPORT_DEPARTMENTS.map((department) => ({ department, ...contacts[department] })) };
    },
  };
}
