import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCheck, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { ListPagination } from '../../../components/list-pagination';
import { NoDataRow } from '../../../components/no-data';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { type ProofView, useVerifications, useVerifyProof } from '../api/use-compliance';
import { ProofDownload } from '../components/proof-download';
import { ProofState } from '../components/proof-state';
import { ProofTableHead } from '../components/proof-table-head';
import { countryLabel, typeOptions } from '../lib/labels';

const PAGE = 10;

/** Approve or reject one proof (with the reason); the valid-until date may be corrected from the document. */
function VerifyForm({ proof, onDone }: { proof: ProofView; onDone: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyProof();
  const [validUntil, setValidUntil] = useState(proof.valid_until ?? '');
  const [reason, setReason] = useState(proof.reject_reason ?? '');
  const [error, setError] = useState<string | null>(null);
  const send = (state: 'approved' | 'rejected') => {
    if (state === 'rejected' && !reason.trim()) return setError(t('compliance.messages.reason'));
    verify.mutate(
      { id: proof.id, state, reason: state === 'rejected' ? reason.trim() : null, valid_until: validUntil || null },
      {
        onSuccess: () => {
          notifySuccess(t(state === 'approved' ? 'compliance.verifications.approvedToast' : 'compliance.verifications.rejectedToast'));
          onDone();
        },
        onError: (e) => setError(e instanceof ApiError ? (e.errors[0]?.message ?? e.message) : t('compliance.saveFailed')),
      },
    );
  };
  return (
    <Stack>
      <Text size="sm">
        {proof.end_user_name
          ? t('compliance.verifications.about', {
              type: t(`compliance.types.${proof.type}`),
              company: proof.customer_name ?? '',
              who: proof.end_user_name,
            })
          : t('compliance.verifications.aboutItself', { type: t(`compliance.types.${proof.type}`), company: proof.customer_name ?? '' })}
      </Text>
      <Group>
        <ProofDownload proof={proof} />
      </Group>
      <DateField
        label={t('compliance.fields.validUntil')}
        description={t('compliance.verifications.validUntilHint')}
        value={validUntil}
        onChange={setValidUntil}
      />
      <Textarea
        label={t('compliance.verifications.reason')}
        description={t('compliance.verifications.reasonHint')}
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        rows={3}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} aria-hidden />}
          loading={verify.isPending}
          onClick={() => send('rejected')}
        >
          {t('compliance.verifications.reject')}
        </Button>
        <Button color="green" leftSection={<IconCheck size={16} aria-hidden />} loading={verify.isPending} onClick={() => send('approved')}>
          {t('compliance.verifications.approve')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Staff's queue of proofs (docs/api-compliance.md, Verification): the pending ones oldest first by default, paged and
 * filtered on the server; each is verified once, and every order of its company then relies on that.
 */
export function VerificationsPage() {
  const { t } = useTranslation();
  const [state, setState] = useState('pending');
  const [type, setType] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ProofView | null>(null);
  const list = useVerifications({ page: page - 1, limit: PAGE, state, ...(type ? { type } : {}), ...(search ? { search } : {}) });
  const rows = list.data?.data ?? [];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('compliance.verifications.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('compliance.verifications.intro')}
      </Text>
      <form
        aria-label={t('compliance.verifications.search')}
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(term.trim());
          setPage(1);
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label={t('compliance.fields.state')}
            value={state}
            onChange={(v) => {
              setState(v);
              setPage(1);
            }}
            data={['pending', 'approved', 'rejected'].map((v) => ({ value: v, label: t(`compliance.states.${v}`) }))}
          />
          <Select
            label={t('compliance.fields.type')}
            data={typeOptions(t)}
            value={type}
            onChange={(v) => {
              setType(v);
              setPage(1);
            }}
            clearable
            clearButtonProps={{ 'aria-label': t('common.clearField', { field: t('compliance.fields.type') }) }}
            placeholder={t('compliance.allTypes')}
          />
          <TextInput label={t('compliance.verifications.search')} value={term} onChange={(e) => setTerm(e.currentTarget.value)} />
          <Button type="submit" variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('compliance.verifications.find')}
          </Button>
        </Group>
      </form>
      <Table.ScrollContainer minWidth={900}>
        <Table striped withTableBorder data-testid="verifications-table">
          <Table.Caption>{t('compliance.verifications.caption')}</Table.Caption>
          <ProofTableHead fields={['company', 'type', 'country', 'proves', 'validUntil', 'uploaded', 'state', 'actions']} />
          <Table.Tbody>
            {rows.length === 0 ? (
              <NoDataRow colSpan={8} />
            ) : (
              rows.map((p) => (
                <Table.Tr key={p.id} data-proof-id={p.id}>
                  <Table.Th scope="row" fw={500}>
                    {p.customer_name}
                  </Table.Th>
                  <Table.Td>{t(`compliance.types.${p.type}`)}</Table.Td>
                  <Table.Td>{countryLabel(p.country)}</Table.Td>
                  <Table.Td>{p.end_user_name ?? t('compliance.theCompany')}</Table.Td>
                  <Table.Td>{p.valid_until ?? t('compliance.noExpiry')}</Table.Td>
                  <Table.Td>{formatDateTime(String(p.createdAt))}</Table.Td>
                  <Table.Td>
                    <ProofState proof={p} />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setOpen(p)}
                      aria-label={t('compliance.verifications.verifyNamed', {
                        type: t(`compliance.types.${p.type}`),
                        company: p.customer_name ?? '',
                      })}
                    >
                      {t('compliance.verifications.verify')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination
        count={list.data?.count ?? 0}
        page={page}
        onChange={setPage}
        size={PAGE}
        label={t('compliance.verifications.pages')}
      />
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={t('compliance.verifications.verify')}
        size="lg"
      >
        {open && <VerifyForm proof={open} onDone={() => setOpen(null)} />}
      </Modal>
    </Stack>
  );
}
