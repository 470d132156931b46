import { Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { apiGet, apiPut } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';

interface CompanyMfa {
  mfa_required: boolean;
}

/**
 * The company's second-factor policy (docs/security.md, Second factors), on its edit page for its master: every
 * account of the company (the master's too) must sign in with a second factor; those without one are asked to add one
 * at their next request. A change needs a fresh proof (step-up).
 */
export function CompanyMfa({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['customers', customerId, 'mfa'];
  const policy = useQuery({ queryKey: key, queryFn: () => apiGet<CompanyMfa>(`/customers/${customerId}/mfa`) });
  const update = useMutation({
    mutationFn: (mfa_required: boolean) => apiPut<CompanyMfa>(`/customers/${customerId}/mfa`, { mfa_required }),
    onSuccess: (res) => {
      client.setQueryData(key, res);
      notifySuccess(t(res.mfa_required ? 'customers.mfa.on' : 'customers.mfa.off'));
    },
  });
  return (
    <SectionCard id="company-mfa" title={t('customers.mfa.title')}>
      <Switch
        label={t('customers.mfa.label')}
        description={t('customers.mfa.description')}
        checked={policy.data?.mfa_required ?? false}
        disabled={!policy.data || update.isPending}
        onChange={(e) => update.mutate(e.currentTarget.checked)}
      />
      {policy.isError && (
        <Text size="sm" c="dimmed" role="alert">
          {t('customers.mfa.loadFailed')}
        </Text>
      )}
    </SectionCard>
  );
}
