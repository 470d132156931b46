import { useState } from 'react';
import { Alert, Button, Divider, FileInput, Group, List, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES, LANGUAGES } from '@gsn/domain';
import type { PortState } from '@gsn/domain/ports/rules';
import { SectionCard } from '../../../components/section-card';
import { portErrors } from '../lib/refusals';
import { formatDateTime } from '../../../lib/format';
import { LANGUAGE_NAMES } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { downloadFile } from '../../../lib/transfer';
import { useViewer } from '../../../lib/viewer';
import { type Port, useOrderPort, useUploadLoa } from '../api/use-ports';
import { FocCountdown } from './foc-countdown';
import { PortActions } from './port-actions';
import { PortDraftForm } from './port-draft-form';
import { PortNotes } from './port-notes';
import { PortNumbersTable } from './port-numbers-table';
import { PortStateBadge } from './port-state-badge';

/**
 * The port of an order that ports numbers in, on the order's page: where it stands and until when, its numbers and
 * their results, the letter of authorisation to download and the signed one to upload, the steps the reader may
 * take, its history and the notes between the customer and the provider.
 */
export function PortPanel({ order }: { order: { id: number; porting: boolean } }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const port = useOrderPort(order.id, order.porting);
  if (!order.porting) return null;
  const canEdit = viewer.can(FUNCTIONALITIES.order, 'edit');
  const p = port.data?.data ?? null;
  return (
    <SectionCard id={`order-${order.id}-port`} title={t('ports.panel.title')}>
      {port.isPending ? (
        <Text size="sm">{t('common.loading')}</Text>
      ) : !p ? (
        canEdit ? (
          <Stack gap="sm">
            <Text size="sm">{t('ports.panel.none')}</Text>
            <PortDraftForm orderId={order.id} port={null} />
          </Stack>
        ) : (
          <Text size="sm">{t('ports.panel.noneReadOnly')}</Text>
        )
      ) : (
        <PortBody orderId={order.id} port={p} canEdit={canEdit} />
      )}
    </SectionCard>
  );
}

function PortBody({ orderId, port, canEdit }: { orderId: number; port: Port; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group gap="md" wrap="wrap">
        <PortStateBadge state={port.state} />
        <FocCountdown requested={port.requested_foc_date} confirmed={port.confirmed_foc_date} />
      </Group>
      {port.state === 'exception' && port.exception_code && (
        <Alert color="orange" title={t(`ports.exceptionCodes.${port.exception_code}`)} data-testid="port-exception">
          {port.exception_reason}
        </Alert>
      )}
      <Table variant="vertical" layout="fixed" withRowBorders aria-label={t('ports.panel.details')}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={240}>{t('ports.fields.losing_carriers')}</Table.Th>
            <Table.Td>{port.losing_carriers ?? '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('ports.fields.losing_account')}</Table.Th>
            <Table.Td>{port.losing_account ?? '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('ports.fields.requested_foc_date')}</Table.Th>
            <Table.Td>{port.requested_foc_date ?? '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('ports.fields.confirmed_foc_date')}</Table.Th>
            <Table.Td>{port.confirmed_foc_date ?? '—'}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <PortNumbers port={port} />
      {port.editable && canEdit && <PortDraftForm key={port.updatedAt} orderId={orderId} port={port} />}
      <Divider />
      <Loa orderId={orderId} port={port} canUpload={port.editable && canEdit} />
      {canEdit && port.moves.length > 0 && (
        <>
          <Divider />
          <PortActions orderId={orderId} port={port} />
        </>
      )}
      <Divider />
      <Title order={3} size="h5">
        {t('ports.panel.history')}
      </Title>
      <List size="sm" spacing={4} data-testid="port-history">
        {port.events.map((e) => (
          <List.Item key={e.id}>
            {formatDateTime(e.createdAt)} — {t(`ports.states.${e.to_state as PortState}`)}
            {e.note ? `: ${e.note}` : ''}
            {e.author ? ` (${e.author.email})` : ''}
          </List.Item>
        ))}
      </List>
      <Title order={3} size="h5">
        {t('ports.notes.title')}
      </Title>
      <PortNotes orderId={orderId} port={port} canWrite={canEdit} />
    </Stack>
  );
}

function PortNumbers({ port }: { port: Port }) {
  const { t } = useTranslation();
  if (!port.number_list.length) return <Text size="sm">{t('ports.panel.noNumbers')}</Text>;
  return (
    <PortNumbersTable
      port={port}
      withTableBorder
      aria-label={t('ports.panel.numbers', { count: port.number_list.length })}
      data-testid="port-numbers"
      result={(n) => t(`ports.results.${n.result}`)}
      reason={(n) => n.reason ?? '—'}
    />
  );
}

function Loa({ orderId, port, canUpload }: { orderId: number; port: Port; canUpload: boolean }) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<string | null>(LANGUAGES.includes(i18n.language as never) ? i18n.language : 'en');
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadLoa(orderId, port.id);
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('ports.loa.title')}
      </Title>
      <Text size="sm">{t('ports.loa.intro')}</Text>
      <Group align="end">
        <Select
          label={t('ports.loa.language')}
          data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          value={language}
          onChange={setLanguage}
          allowDeselect={false}
          w={200}
        />
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void downloadFile(`/ports/${port.id}/loa?language=${language ?? 'en'}`, `loa-port-${port.id}.pdf`)}
        >
          {t('ports.loa.download')}
        </Button>
      </Group>
      {port.loa ? (
        <Group gap="xs">
          <Text size="sm">{t('ports.loa.signed', { name: port.loa.original_name, date: formatDateTime(port.loa.uploaded_at) })}</Text>
          <Button size="xs" variant="subtle" onClick={() => void downloadFile(`/ports/${port.id}/loa/signed`, port.loa!.original_name)}>
            {t('ports.loa.open')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('ports.loa.notSigned')}
        </Text>
      )}
      {canUpload && (
        <Group
          component="form"
          align="end"
          aria-label={t('ports.loa.upload')}
          onSubmit={(e) => {
            e.preventDefault();
            if (!file) return;
            upload.mutate(file, {
              onSuccess: () => {
                setFile(null);
                notifySuccess(t('ports.messages.loaUploaded'));
              },
            });
          }}
        >
          <FileInput
            label={t('ports.loa.file')}
            accept=".pdf,.jpg,.jpeg,.png"
            value={file}
            onChange={setFile}
            clearable
            w={320}
            error={upload.error ? portErrors(upload.error).join(' · ') : undefined}
          />
          <Button type="submit" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending} disabled={!file}>
            {t('ports.loa.upload')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
