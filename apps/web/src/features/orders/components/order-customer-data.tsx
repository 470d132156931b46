import { useState } from 'react';
import { Anchor, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { DocumentInput, EditStep } from '@gsn/domain';
import { ApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import type { OrderDetail } from '../api/use-orders';
import { downloadOrderDocument } from '../edit/api/use-order-documents';
import { type EditField, isDocumentInput, stepFields } from '../edit/lib/edit-model';

/** The steps whose inputs hold the customer's data (features and confirmation hold none). */
const DATA_STEPS: readonly EditStep[] = ['details', 'translation', 'porting'];
/** Shown in the order summary already. */
const IN_SUMMARY = new Set(['translation_number_to', 'porting_number_to']);

/** The customer's data fields and documents of an order: what its product asks for, in the order of the wizard. */
export function customerDataFields(order: Pick<OrderDetail, 'steps' | 'servicenumbertypeorderhistory'>): EditField[] {
  const product = order.servicenumbertypeorderhistory?.product ?? null;
  const seen = new Set<string>();
  return DATA_STEPS.filter((s) => order.steps?.includes(s))
    .flatMap((s) => stepFields(s, product))
    .filter((f) => !IN_SUMMARY.has(f.name) && !seen.has(f.name) && seen.add(f.name));
}

function DocumentLink({ order, input }: { order: OrderDetail; input: DocumentInput }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const stored = order.documents?.[input];
  if (!stored) {
    return (
      <Text size="sm" c="dimmed">
        {t('orders.edit.notUploaded')}
      </Text>
    );
  }
  const download = async () => {
    setBusy(true);
    try {
      await downloadOrderDocument(order, stored.filename, stored.original_name);
    } catch (e) {
      notifyError(e instanceof ApiError && e.status === 404 ? t('orders.edit.fileMissing') : t('orders.edit.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs">
      <Anchor component="button" type="button" size="sm" onClick={download} disabled={busy}>
        {t('orders.edit.download', { name: stored.original_name })}
      </Anchor>
      {busy && <Loader size="xs" role="progressbar" aria-label={t('orders.edit.downloading')} />}
    </Group>
  );
}

/**
 * The data and documents the customer supplied for its order, read-only and in every status: staff read them and
 * open the documents after acceptance as before it (the wizard that shows them in editing is skipped by then), and
 * the customer keeps seeing what it sent. Nothing when the product asks for no such data.
 */
export function OrderCustomerData({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const documentsId = useId();
  const fields = customerDataFields(order);
  if (fields.length === 0) return null;
  const na = t('orders.edit.na');
  const o = order as unknown as Record<string, unknown>;
  const typed = fields.filter((f) => f.kind !== 'document');
  const documents = fields.filter((f) => f.kind === 'document');
  const label = (name: string) => t(`orders.edit.fields.${name}`, { defaultValue: name });
  return (
    <Stack gap="sm" data-testid="order-customer-data">
      {typed.length > 0 && (
        <Table variant="vertical" layout="fixed" withRowBorders aria-label={t('orders.show.customerData.details')}>
          <Table.Tbody>
            {typed.map((f) => {
              const v = o[f.name];
              return (
                <Table.Tr key={f.name} data-field={f.name}>
                  <Table.Th scope="row" w="40%" fw={500}>
                    {label(f.name)}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {typeof v === 'string' && v.trim() ? v : na}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {documents.length > 0 && (
        <section aria-labelledby={documentsId}>
          <Title order={3} size="h6" mb={4} id={documentsId}>
            {t('orders.show.customerData.documents')}
          </Title>
          <Table variant="vertical" layout="fixed" withRowBorders aria-label={t('orders.show.customerData.documents')}>
            <Table.Tbody>
              {documents.map((f) =>
                isDocumentInput(f.name) ? (
                  <Table.Tr key={f.name} data-field={f.name}>
                    <Table.Th scope="row" w="40%" fw={500}>
                      {label(f.name)}
                    </Table.Th>
                    <Table.Td>
                      <DocumentLink order={order} input={f.name} />
                    </Table.Td>
                  </Table.Tr>
                ) : null,
              )}
            </Table.Tbody>
          </Table>
        </section>
      )}
    </Stack>
  );
}
