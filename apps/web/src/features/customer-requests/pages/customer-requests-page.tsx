import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_REQUEST_STATUSES } from '@gsn/domain/customer-requests/rules';
import { PagedList } from '../../../components/list-pagination';
import { ListTable } from '../../../components/list-table';
import { SearchForm } from '../../../components/search-form';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-view';
import { useCountryName } from '../../reference';
import { requestListParams, requestListQuery } from '../api/request-list';
import type { CustomerRequestFilters } from '../api/use-customer-requests';
import { RequestStatusBadge } from '../components/request-status-badge';

export const CUSTOMER_REQUESTS_PATH = '/portal/account/customer-requests';

function RequestFiltersBar({ value, onSearch }: { value: CustomerRequestFilters; onSearch: (f: CustomerRequestFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  return (
    <SearchForm
      label={t('customerRequests.list.filters')}
      cols={{ base: 1, sm: 2 }}
      onSearch={() => onSearch({ ...draft, search: draft.search?.trim() || null })}
    >
      <Select
        label={t('customerRequests.fields.status')}
        placeholder={t('customerRequests.list.any')}
        data={CUSTOMER_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`customerRequests.statuses.${s}`) }))}
        value={draft.status}
        onChange={(v) => setDraft((d) => ({ ...d, status: v }))}
        clearable
      />
      <TextInput
        label={t('customerRequests.list.search')}
        description={t('customerRequests.list.searchHint')}
        value={draft.search ?? ''}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          setDraft((d) => ({ ...d, search: typed || null }));
        }}
      />
    </SearchForm>
  );
}

/** /portal/account/customer-requests: the queue of requests to become a customer, waiting ones first, oldest first. */
export function CustomerRequestsPage() {
  const { t } = useTranslation();
  const country = useCountryName();
  const [params] = useSearchParams();
  const view = useListParams(requestListParams);
  const list = useQuery(requestListQuery(view));
  const rows = list.data?.data ?? [];
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('customerRequests.list.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('customerRequests.list.intro')}
      </Text>
      <RequestFiltersBar key={params.toString()} value={view.filters} onSearch={view.setFilters} />
      <PagedList list={list} view={view} label={t('customerRequests.list.pagination')}>
        <ListTable
          caption={t('customerRequests.list.caption')}
          hideCaption
          minWidth={860}
          columns={[
            t('customerRequests.fields.company_name'),
            t('customerRequests.fields.requester'),
            t('customerRequests.fields.business_jurisdiction'),
            t('customerRequests.fields.expected_services'),
            t('customerRequests.fields.status'),
            t('customerRequests.fields.createdAt'),
          ]}
          rows={rows}
          loading={list.isPending}
        >
          {(r) => (
            <Table.Tr key={r.id} data-request-id={r.id}>
              <Table.Th scope="row">
                <Anchor component={Link} to={`${CUSTOMER_REQUESTS_PATH}/${r.id}`}>
                  {r.company_name}
                </Anchor>
              </Table.Th>
              <Table.Td>{r.requester_email}</Table.Td>
              <Table.Td>{country(r.business_jurisdiction)}</Table.Td>
              <Table.Td>{r.expected_services.join(', ')}</Table.Td>
              <Table.Td>
                <RequestStatusBadge status={r.status} />
              </Table.Td>
              <Table.Td>{formatDateTime(String(r.createdAt)) ?? '—'}</Table.Td>
            </Table.Tr>
          )}
        </ListTable>
      </PagedList>
    </Stack>
  );
}
