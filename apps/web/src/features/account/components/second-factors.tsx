import { Alert, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { type MfaFactor, useMfaStatus, useRegenerateCodes, useRemoveFactor } from '../api/use-mfa';
import { AddFactor } from './add-factor';
import { RowRemoveButton } from './factor-parts';
import { RecoveryCodes } from './recovery-codes';

/**
 * Profile → Security (docs/security.md, Second factors): the account's authenticator apps and passkeys (name, kind,
 * added, last used; remove after confirming), adding one, and the recovery codes (how many are left; new ones on
 * demand, shown once). Each change asks for a fresh proof when the last one is older than 5 minutes (step-up).
 */
export function SecondFactors() {
  const { t } = useTranslation();
  const status = useMfaStatus();
  const remove = useRemoveFactor();
  const regenerate = useRegenerateCodes();
  const [removing, setRemoving] = useState<MfaFactor | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const factors = status.data?.factors ?? [];

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notifySuccess(t('profile.security.removed', { name: removing.name }));
        setRemoving(null);
      },
    });
  };

  return (
    <SectionCard id="security" title={t('profile.security.title')} text={t('profile.security.text')}>
      {status.data?.required && (
        <Alert color="blue" variant="light" icon={<IconShieldLock aria-hidden />}>
          {t('profile.security.requiredNote')}
        </Alert>
      )}
      {status.isError ? (
        <Text c="dimmed" role="alert">
          {t('profile.security.loadFailed')}
        </Text>
      ) : factors.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="factors-empty">
          {t('profile.security.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-labelledby="security-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('profile.security.factorName')}</Table.Th>
                <Table.Th>{t('profile.security.kind')}</Table.Th>
                <Table.Th>{t('profile.security.added')}</Table.Th>
                <Table.Th>{t('profile.security.lastUsed')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {factors.map((f) => (
                <Table.Tr key={f.id} data-testid="factor-row">
                  <Table.Td>{f.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`profile.security.kinds.${f.kind}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(f.created_at)}</Table.Td>
                  <Table.Td>{formatDateTime(f.last_used_at) ?? t('profile.apiKeys.never')}</Table.Td>
                  <Table.Td ta="right">
                    <RowRemoveButton
                      label={t('profile.security.remove')}
                      namedLabel={t('profile.security.removeNamed', { name: f.name })}
                      onClick={() => setRemoving(f)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AddFactor />
      <Group justify="space-between" wrap="wrap" mt="xs">
        <Text size="sm" data-testid="codes-left">
          {t('profile.security.codesLeft', { count: status.data?.recovery_codes_left ?? 0 })}
        </Text>
        <Button
          variant="default"
          size="sm"
          disabled={factors.length === 0}
          loading={regenerate.isPending}
          onClick={() => regenerate.mutate(undefined, { onSuccess: (r) => setCodes(r.recovery_codes) })}
        >
          {t('profile.security.regenerate')}
        </Button>
      </Group>
      <ConfirmModal
        opened={removing !== null}
        title={t('profile.security.removeTitle')}
        text={t('profile.security.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('profile.security.remove')}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
        loading={remove.isPending}
      />
      <RecoveryCodes codes={codes} onClose={() => setCodes(null)} />
    </SectionCard>
  );
}
