import { Fragment } from 'react';
import { Code, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DisclosureButton, useOpenRows } from '../../../components/disclosure';
import { ListTable } from '../../../components/list-table';
import { formatDateTime } from '../../../lib/format';
import type { AuditEventRow } from '../api/use-audit-events';
import { actionLabel, actorKindLabel, subjectKindLabel } from '../lib/labels';
import { AuditEventDetails } from './audit-event-details';

const COLUMNS = ['time', 'actor', 'action', 'subject', 'company', 'details'] as const;

/** Who acted: the account's e-mail and name, the API key it used, or the job or the e-mail typed at a sign-in. */
function Actor({ event, t }: { event: AuditEventRow; t: TFunction }) {
  const a = event.actor;
  const who = a.email ?? a.label ?? (a.account_id ? `#${a.account_id}` : actorKindLabel(t, a.kind));
  return (
    <>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {who}
      </Text>
      {a.name && (
        <Text size="xs" c="dimmed">
          {a.name}
        </Text>
      )}
      {a.kind !== 'account' && (
        <Text size="xs" c="dimmed">
          {a.kind === 'api_key' ? t('audit.actor.apiKey', { name: a.api_key_name ?? `#${a.api_key_id ?? ''}` }) : actorKindLabel(t, a.kind)}
        </Text>
      )}
      {a.customer_name && (
        <Text size="xs" c="dimmed">
          {a.customer_name}
        </Text>
      )}
    </>
  );
}

/**
 * The events, newest first: when, who, what and on which record, and a button that opens the event's before/after
 * view under its row (a disclosure: the button says whether it is open and which row it opens).
 */
export function AuditTable({ rows, loading }: { rows: AuditEventRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const open = useOpenRows<number>();

  return (
    <ListTable
      caption={t('audit.caption')}
      minWidth={960}
      columns={COLUMNS.map((c) => t(`audit.columns.${c}`))}
      rows={rows}
      loading={loading}
      verticalSpacing="sm"
      striped={false}
      data-testid="audit-table"
    >
      {(e) => {
        const expanded = open.isOpen(e.id);
        const detailsId = `audit-event-${e.id}`;
        return (
          <Fragment key={e.id}>
            <Table.Tr data-event-id={e.id} data-action={e.action} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <time dateTime={String(e.at)}>{formatDateTime(String(e.at), 'medium')}</time>
              </Table.Td>
              <Table.Td>
                <Actor event={e} t={t} />
              </Table.Td>
              <Table.Th scope="row" fw={500}>
                <Text size="sm">{actionLabel(t, e.action)}</Text>
                <Code fz="xs">{e.action}</Code>
              </Table.Th>
              <Table.Td>
                {e.subject.kind ? `${subjectKindLabel(t, e.subject.kind)}${e.subject.id ? ` ${e.subject.id}` : ''}` : '—'}
              </Table.Td>
              <Table.Td>{e.subject.customer_name ?? (e.subject.customer_id ? `#${e.subject.customer_id}` : '—')}</Table.Td>
              <Table.Td>
                <DisclosureButton
                  expanded={expanded}
                  controls={detailsId}
                  label={t(expanded ? 'audit.details.hide' : 'audit.details.show')}
                  name={t(expanded ? 'audit.details.hideOf' : 'audit.details.showOf', { action: actionLabel(t, e.action) })}
                  onToggle={() => open.toggle(e.id)}
                />
              </Table.Td>
            </Table.Tr>
            {expanded && (
              <Table.Tr id={detailsId}>
                <Table.Td colSpan={COLUMNS.length} bg="var(--mantine-color-gray-light)">
                  <AuditEventDetails event={e} />
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        );
      }}
    </ListTable>
  );
}
