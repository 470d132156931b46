import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { proofFileTypes, type ComplianceDocumentType } from '@gsn/domain/compliance/rules';
import { DOCUMENT_MAX_BYTES } from '@gsn/domain';
import { DateField } from '../../../components/date-field';
import { FileField } from '../../../components/file-field';
import { ListPagination } from '../../../components/list-pagination';
import { NoDataRow } from '../../../components/no-data';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { type EndUserView, useEndUsers, useProofs, useSaveEndUser, useUploadProof } from '../api/use-compliance';
import { ProofDownload } from '../components/proof-download';
import { ProofState } from '../components/proof-state';
import { ProofTableHead } from '../components/proof-table-head';
import { countryLabel, countryOptions, typeOptions } from '../lib/labels';

const PAGE = 10;
const acceptOf = (type: ComplianceDocumentType) =>
  proofFileTypes(type)
    .flatMap((e) => (e === 'jpeg' ? ['.jpeg', '.jpg'] : [`.${e}`]))
    .join(',');

/** The server's refusal as the field's text (its field error, else its message). */
const problemOf = (e: unknown, fallback: string) =>
  e instanceof ApiError && e.status !== 0 && e.status < 500 ? (e.errors[0]?.message ?? e.message) : fallback;

function EndUserForm({ endUser, onDone }: { endUser: EndUserView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveEndUser();
  const form = useForm({
    initialValues: {
      name: endUser?.name ?? '',
      address: endUser?.address ?? '',
      country: endUser?.country ?? '',
      contact_phone: endUser?.contact_phone ?? '',
      contact_email: endUser?.contact_email ?? '',
    },
    validate: { name: (v) => (v.trim() ? null : t('compliance.messages.name')) },
  });
  const submit = form.onSubmit((v) =>
    save.mutate(
      { ...(endUser ? { id: endUser.id } : {}), ...v, country: v.country || null },
      {
        onSuccess: () => {
          notifySuccess(t('compliance.endUsers.saved'));
          onDone();
        },
        onError: (e) =>
          form.setFieldError(
            e instanceof ApiError && e.errors[0]?.field ? e.errors[0].field : 'name',
            problemOf(e, t('compliance.saveFailed')),
          ),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('compliance.endUsers.name')} required {...form.getInputProps('name')} />
        <TextInput label={t('compliance.endUsers.address')} {...form.getInputProps('address')} />
        <Select
          label={t('compliance.fields.country')}
          data={countryOptions()}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('common.clearField', { field: t('compliance.fields.country') }) }}
          {...form.getInputProps('country')}
        />
        <TextInput label={t('compliance.endUsers.phone')} {...form.getInputProps('contact_phone')} />
        <TextInput label={t('compliance.endUsers.email')} type="email" {...form.getInputProps('contact_email')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('compliance.endUsers.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ProofForm({ endUsers, onDone }: { endUsers: EndUserView[]; onDone: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadProof();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { type: 'passport' as ComplianceDocumentType, country: '', end_user_id: '', valid_until: '' },
    validate: { country: (v) => (v ? null : t('compliance.messages.country')) },
  });
  const submit = form.onSubmit((v) => {
    if (!file) return setFileError(t('compliance.messages.file'));
    if (file.size > DOCUMENT_MAX_BYTES) return setFileError(t('compliance.messages.tooLarge'));
    upload.mutate(
      {
        type: v.type,
        country: v.country,
        end_user_id: v.end_user_id ? Number(v.end_user_id) : null,
        valid_until: v.valid_until || null,
        file,
      },
      {
        onSuccess: () => {
          notifySuccess(t('compliance.proofs.uploaded'));
          onDone();
        },
        onError: (e) => {
          const field = e instanceof ApiError ? e.errors[0]?.field : undefined;
          const text = problemOf(e, t('compliance.uploadFailed'));
          if (field && field in form.values) form.setFieldError(field, text);
          else setFileError(text);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select label={t('compliance.fields.type')} data={typeOptions(t)} allowDeselect={false} required {...form.getInputProps('type')} />
        <Select label={t('compliance.fields.country')} data={countryOptions()} searchable required {...form.getInputProps('country')} />
        <Select
          label={t('compliance.fields.proves')}
          data={[{ value: '', label: t('compliance.theCompany') }, ...endUsers.map((u) => ({ value: String(u.id), label: u.name }))]}
          allowDeselect={false}
          {...form.getInputProps('end_user_id')}
        />
        <DateField
          label={t('compliance.fields.validUntil')}
          description={t('compliance.validUntilHint')}
          {...form.getInputProps('valid_until')}
        />
        <FileField
          label={t('compliance.fields.file')}
          description={t('compliance.fileHint', { types: acceptOf(form.values.type) })}
          accept={acceptOf(form.values.type)}
          value={file}
          onChange={(f) => {
            setFile(f);
            setFileError(null);
          }}
          error={fileError}
          name="file"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={upload.isPending} leftSection={<IconUpload size={16} aria-hidden />}>
            {t('compliance.proofs.upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The company's compliance profile (docs/api-compliance.md): its proofs, kept once and verified once by the provider,
 * which every order then uses without a new upload, and the end users they prove. Expired and soon-expiring proofs
 * are marked; a rejected one shows why.
 */
export function CompliancePage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const proofs = useProofs({ page: page - 1, limit: PAGE });
  const endUsers = useEndUsers();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<EndUserView | 'new' | null>(null);
  const users = endUsers.data?.data ?? [];
  const rows = proofs.data?.data ?? [];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('compliance.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('compliance.intro')}
      </Text>
      <SectionCard id="proofs" title={t('compliance.proofs.title')}>
        <Group justify="flex-end" mb="sm">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('compliance.proofs.add')}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={860}>
          <Table striped withTableBorder data-testid="proofs-table">
            <Table.Caption>{t('compliance.proofs.caption')}</Table.Caption>
            <ProofTableHead fields={['type', 'country', 'proves', 'validUntil', 'state', 'orders', 'file']} />
            <Table.Tbody>
              {rows.length === 0 ? (
                <NoDataRow colSpan={7} />
              ) : (
                rows.map((p) => (
                  <Table.Tr key={p.id} data-proof-id={p.id}>
                    <Table.Th scope="row" fw={500}>
                      {t(`compliance.types.${p.type}`)}
                    </Table.Th>
                    <Table.Td>{countryLabel(p.country)}</Table.Td>
                    <Table.Td>{p.end_user_name ?? t('compliance.theCompany')}</Table.Td>
                    <Table.Td>{p.valid_until ?? t('compliance.noExpiry')}</Table.Td>
                    <Table.Td>
                      <ProofState proof={p} />
                    </Table.Td>
                    <Table.Td>{p.orders}</Table.Td>
                    <Table.Td>
                      <ProofDownload proof={p} />
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination count={proofs.data?.count ?? 0} page={page} onChange={setPage} size={PAGE} label={t('compliance.proofs.pages')} />
      </SectionCard>

      <SectionCard id="end-users" title={t('compliance.endUsers.title')}>
        <Group justify="flex-end" mb="sm">
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('compliance.endUsers.add')}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={700}>
          <Table striped withTableBorder data-testid="end-users-table">
            <Table.Caption>{t('compliance.endUsers.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('compliance.endUsers.name')}</Table.Th>
                <Table.Th scope="col">{t('compliance.endUsers.address')}</Table.Th>
                <Table.Th scope="col">{t('compliance.fields.country')}</Table.Th>
                <Table.Th scope="col">{t('compliance.endUsers.contact')}</Table.Th>
                <Table.Th scope="col">{t('compliance.fields.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.length === 0 ? (
                <NoDataRow colSpan={5} />
              ) : (
                users.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Th scope="row" fw={500}>
                      {u.name}
                    </Table.Th>
                    <Table.Td>{u.address}</Table.Td>
                    <Table.Td>{u.country ? countryLabel(u.country) : ''}</Table.Td>
                    <Table.Td>{[u.contact_phone, u.contact_email].filter(Boolean).join(' · ')}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconPencil size={14} aria-hidden />}
                        onClick={() => setEditing(u)}
                        aria-label={t('compliance.endUsers.editNamed', { name: u.name })}
                      >
                        {t('compliance.endUsers.edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SectionCard>

      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('compliance.proofs.add')}
        size="lg"
      >
        {adding && <ProofForm endUsers={users} onDone={() => setAdding(false)} />}
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('compliance.endUsers.add') : t('compliance.endUsers.edit')}
      >
        {editing !== null && <EndUserForm endUser={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
