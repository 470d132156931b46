import { useEffect, useState } from 'react';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_RATE_LIMIT_MAX, API_RATE_LIMIT_MIN, type RateLimitView } from '@gsn/domain';
import { SectionCard } from '../../components/section-card';
import { apiGet, apiPut } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';

const inRange = (n: number | string): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= API_RATE_LIMIT_MIN && n <= API_RATE_LIMIT_MAX;

/**
 * A company's API quota (docs/integrating.md, Rate limits), on its edit page for provider staff: requests per minute for
 * each of its API keys and sessions; empty means the installation's default.
 */
export function CompanyRateLimit({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['rate_limits', customerId];
  const limit = useQuery({ queryKey: key, queryFn: () => apiGet<RateLimitView>(`/rate_limits/${customerId}`) });
  const [value, setValue] = useState<number | string>('');
  useEffect(() => setValue(limit.data?.requests_per_minute ?? ''), [limit.data]);
  const save = useMutation({
    mutationFn: (requests_per_minute: number | null) => apiPut<RateLimitView>(`/rate_limits/${customerId}`, { requests_per_minute }),
    onSuccess: (res) => {
      client.setQueryData(key, res);
      notifySuccess(t(res.requests_per_minute === null ? 'rateLimits.reset' : 'rateLimits.saved'));
    },
  });
  const fmt = formatNumber;
  const valid = value === '' || inRange(value);
  return (
    <SectionCard id="company-rate-limit" title={t('rateLimits.title')}>
      <form
        aria-label={t('rateLimits.title')}
        onSubmit={(ev) => {
          ev.preventDefault();
          if (valid) save.mutate(value === '' ? null : (value as number));
        }}
      >
        <Stack>
          {limit.data && (
            <Text size="sm" data-testid="rate-limit-effective">
              {t('rateLimits.effective', {
                quota: fmt(limit.data.effective_requests_per_minute),
                source: t(limit.data.requests_per_minute === null ? 'rateLimits.sourceDefault' : 'rateLimits.sourceOwn'),
              })}
            </Text>
          )}
          <NumberInput
            label={t('rateLimits.label')}
            description={t('rateLimits.description', {
              default: fmt(limit.data?.default_requests_per_minute ?? 0),
              min: fmt(API_RATE_LIMIT_MIN),
              max: fmt(API_RATE_LIMIT_MAX),
            })}
            placeholder={t('rateLimits.placeholder')}
            min={API_RATE_LIMIT_MIN}
            max={API_RATE_LIMIT_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={value}
            onChange={setValue}
            disabled={!limit.data}
            error={valid ? undefined : t('rateLimits.invalid', { min: fmt(API_RATE_LIMIT_MIN), max: fmt(API_RATE_LIMIT_MAX) })}
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={!limit.data || limit.data.requests_per_minute === null || save.isPending}
              onClick={() => save.mutate(null)}
            >
              {t('rateLimits.useDefault')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!limit.data || !valid}>
              {t('rateLimits.save')}
            </Button>
          </Group>
          {limit.isError && (
            <Text size="sm" c="dimmed" role="alert">
              {t('rateLimits.loadFailed')}
            </Text>
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
