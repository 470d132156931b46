import { Button, Checkbox, Group, Radio, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_ADDRESS_MESSAGES,
  API_KEY_DEFAULT_DAYS,
  API_KEY_MAX_ALLOWED_IPS,
  type ApiKeyCreateInput,
  type ApiKeyResource,
  type ApiKeyScope,
  grantableScopes,
  parseAllowedRange,
} from '@gsn/domain';
import { DateField } from '../../../components/date-field';
import { usePermissions } from '../../../lib/permissions';

/** The lifetimes offered for a new key, in days (the API takes 1 to 365), or a chosen last day. */
const LIFETIMES = [30, API_KEY_DEFAULT_DAYS, 180, 365] as const;
type Access = 'full' | 'read' | 'custom';

const DAY = 86_400_000;
const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The entries of the allowed-addresses field: one per line, or separated by commas or spaces. */
const addressEntries = (text: string) => text.split(/[\s,]+/).filter(Boolean);

interface Values {
  name: string;
  days: string;
  date: string;
  access: Access;
  scopes: ApiKeyScope[];
  ips: string;
}

/**
 * The form that makes a key: its name, its lifetime (days or a last day), what it may do (the account's full rights,
 * reading only, or chosen resources — only what the account itself holds is offered) and the client addresses it
 * answers (docs/integrating.md, API keys).
 */
export function ApiKeyCreateForm({
  onCreate,
  pending,
  disabled,
}: {
  onCreate: (input: ApiKeyCreateInput, reset: () => void) => void;
  pending: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const grantable = useMemo(() => grantableScopes(permissions ?? []), [permissions]);
  const resources = useMemo(() => [...new Set(grantable.map((s) => s.split(':')[0] as ApiKeyResource))], [grantable]);
  const today = new Date();
  const form = useForm<Values>({
    initialValues: { name: '', days: String(API_KEY_DEFAULT_DAYS), date: '', access: 'full', scopes: [], ips: '' },
    validate: {
      name: (v) => (v.trim() === '' ? t('profile.apiKeys.nameRequired') : v.trim().length > 100 ? t('profile.apiKeys.nameTooLong') : null),
      date: (v, all) => (all.days === 'date' && v === '' ? t('profile.apiKeys.dateRequired') : null),
      scopes: (v, all) => (all.access === 'custom' && v.length === 0 ? t('profile.apiKeys.scopesRequired') : null),
      ips: (v) => {
        const entries = addressEntries(v);
        if (entries.length > API_KEY_MAX_ALLOWED_IPS) return t('profile.apiKeys.ipTooMany', { max: API_KEY_MAX_ALLOWED_IPS });
        for (const entry of entries) {
          const parsed = parseAllowedRange(entry);
          if ('error' in parsed) {
            return parsed.error === API_KEY_ADDRESS_MESSAGES.hostBits
              ? t('profile.apiKeys.ipHostBits', { entry })
              : t('profile.apiKeys.ipInvalid', { entry });
          }
        }
        return null;
      },
    },
  });
  const v = form.values;

  const submit = form.onSubmit((values) => {
    const scopes =
      values.access === 'full' ? undefined : values.access === 'read' ? grantable.filter((s) => s.endsWith(':read')) : values.scopes;
    const ips = addressEntries(values.ips);
    const input: ApiKeyCreateInput = {
      name: values.name.trim(),
      // the end of the chosen day, where the reader is
      ...(values.days === 'date'
        ? { expires_at: new Date(`${values.date}T23:59:59`).toISOString() }
        : { expires_in_days: Number(values.days) }),
      ...(scopes ? { scopes } : {}),
      ...(ips.length ? { allowed_ips: ips } : {}),
    };
    onCreate(input, () => form.reset());
  });

  const toggle = (scope: ApiKeyScope, on: boolean) => {
    const [resource, level] = scope.split(':') as [ApiKeyResource, 'read' | 'write'];
    const set = new Set(v.scopes);
    if (on) {
      set.add(scope);
      // writing includes reading: show it so
      if (level === 'write' && grantable.includes(`${resource}:read`)) set.add(`${resource}:read`);
    } else {
      set.delete(scope);
      if (level === 'read') set.delete(`${resource}:write`);
    }
    form.setFieldValue(
      'scopes',
      grantable.filter((s) => set.has(s)),
    );
  };

  const readOnlyResources = resources.filter((r) => grantable.includes(`${r}:read`));
  return (
    <form onSubmit={submit} noValidate aria-labelledby="api-keys-new-title">
      <Stack gap="sm">
        <Text fw={600} id="api-keys-new-title">
          {t('profile.apiKeys.newKey')}
        </Text>
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={t('profile.apiKeys.name')}
            placeholder={t('profile.apiKeys.namePlaceholder')}
            maxLength={100}
            w={{ base: '100%', sm: 320 }}
            {...form.getInputProps('name')}
          />
          <Select
            label={t('profile.apiKeys.lifetime')}
            data={[
              ...LIFETIMES.map((d) => ({ value: String(d), label: t('profile.apiKeys.days', { days: d }) })),
              { value: 'date', label: t('profile.apiKeys.onDate') },
            ]}
            allowDeselect={false}
            w={{ base: '100%', sm: 180 }}
            {...form.getInputProps('days')}
          />
          {v.days === 'date' && (
            <DateField
              label={t('profile.apiKeys.lastDay')}
              minDate={isoDay(new Date(today.getTime() + DAY))}
              maxDate={isoDay(new Date(today.getTime() + 364 * DAY))}
              w={{ base: '100%', sm: 180 }}
              {...form.getInputProps('date')}
            />
          )}
        </Group>
        <Radio.Group label={t('profile.apiKeys.access')} {...form.getInputProps('access')}>
          <Stack gap={6} mt={6}>
            <Radio value="full" label={t('profile.apiKeys.accessFull')} description={t('profile.apiKeys.accessFullHint')} />
            <Radio
              value="read"
              label={t('profile.apiKeys.accessRead')}
              description={t('profile.apiKeys.accessReadHint')}
              disabled={readOnlyResources.length === 0}
            />
            <Radio value="custom" label={t('profile.apiKeys.accessCustom')} disabled={resources.length === 0} />
          </Stack>
        </Radio.Group>
        {v.access === 'custom' && (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-describedby={form.errors.scopes ? 'api-key-scopes-error' : undefined}>
            <legend>
              <Text size="sm" fw={500}>
                {t('profile.apiKeys.scopes')}
              </Text>
            </legend>
            <Table withRowBorders={false} verticalSpacing={4} maw={420} data-testid="api-key-scopes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('profile.apiKeys.resource')}</Table.Th>
                  <Table.Th>{t('profile.apiKeys.read')}</Table.Th>
                  <Table.Th>{t('profile.apiKeys.write')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {resources.map((r) => (
                  <Table.Tr key={r}>
                    <Table.Td>{t(`profile.apiKeys.resources.${r}`)}</Table.Td>
                    {(['read', 'write'] as const).map((level) => {
                      const scope = `${r}:${level}` as ApiKeyScope;
                      return (
                        <Table.Td key={level}>
                          {grantable.includes(scope) && (
                            <Checkbox
                              aria-label={t(`profile.apiKeys.scopeLabel.${level}`, { resource: t(`profile.apiKeys.resources.${r}`) })}
                              checked={v.scopes.includes(scope)}
                              onChange={(e) => toggle(scope, e.currentTarget.checked)}
                            />
                          )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {form.errors.scopes && (
              <Text size="sm" c="red.8" id="api-key-scopes-error" role="alert">
                {form.errors.scopes}
              </Text>
            )}
          </fieldset>
        )}
        <Textarea
          label={t('profile.apiKeys.allowedIps')}
          description={t('profile.apiKeys.allowedIpsHint', { max: API_KEY_MAX_ALLOWED_IPS })}
          placeholder={'203.0.113.0/24\n2001:db8::/32'}
          rows={3}
          w={{ base: '100%', sm: 420 }}
          {...form.getInputProps('ips')}
        />
        <Group>
          <Button type="submit" loading={pending} disabled={disabled}>
            {t('profile.apiKeys.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
