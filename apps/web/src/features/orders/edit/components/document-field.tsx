import { useState } from 'react';
import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DocumentInput } from '@gsn/domain';
import { proofTypesFor } from '@gsn/domain/compliance/rules';
import { ProofChooser } from '../../../compliance';
import { FileField } from '../../../../components/file-field';
import { ApiError } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import type { OrderDetail } from '../../api/use-orders';
import { downloadOrderDocument, refreshOrder, useUploadOrderDocument } from '../api/use-order-documents';
import { acceptOf, fileProblem } from '../lib/edit-model';
import { orderServerMessage, uploadTypesText } from '../lib/messages';

interface DocumentFieldProps {
  order: OrderDetail;
  input: DocumentInput;
  label: string;
  /** Customers in an editable status upload; everyone else only downloads what was uploaded. */
  editable: boolean;
}

/**
 * One document of an order (spec 2 §5): the file input accepts the input's types, checks the extension before
 * sending, uploads at once and confirms "File uploaded"; a refused or failed upload shows why and clears the
 * input. The uploaded file is a download link.
 */
export function DocumentField({ order, input, label, editable }: DocumentFieldProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const upload = useUploadOrderDocument(order);
  const client = useQueryClient();
  const stored = order.documents?.[input];
  // a proof the company keeps (passport, registration, …) may be chosen instead of uploaded; an upload joins them
  const proof = proofTypesFor(input).length > 0;

  const refuse = (text: string) => {
    setError(text);
    setChosen(null);
    notifyError(text);
  };

  const choose = (file: File | null) => {
    setError(null);
    setChosen(file);
    if (!file) return;
    const problem = fileProblem(input, file);
    if (problem) return refuse(problem.kind === 'type' ? uploadTypesText(input) : t('orders.edit.tooLarge'));
    upload.mutate(
      { input, file },
      {
        onSuccess: () => {
          notifySuccess(t('orders.edit.uploaded'));
          setChosen(null);
        },
        onError: (e) =>
          refuse(
            e instanceof ApiError && e.status !== 0 && e.status < 500
              ? orderServerMessage(e.message, input, e.code)
              : t('orders.edit.uploadFailed'),
          ),
      },
    );
  };

  const download = async () => {
    if (!stored) return;
    setDownloading(true);
    try {
      await downloadOrderDocument(order, stored.filename, stored.original_name);
    } catch (e) {
      notifyError(e instanceof ApiError && e.status === 404 ? t('orders.edit.fileMissing') : t('orders.edit.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const status = stored ? (
    <Group gap="xs">
      <Anchor component="button" type="button" size="sm" onClick={download} disabled={downloading}>
        {t('orders.edit.download', { name: stored.original_name })}
      </Anchor>
      {downloading && <Loader size="xs" role="progressbar" aria-label={t('orders.edit.downloading')} />}
    </Group>
  ) : (
    <Text size="sm" c="dimmed">
      {t('orders.edit.notUploaded')}
    </Text>
  );
  if (!editable)
    return (
      <Stack gap={4} data-field={input}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {status}
      </Stack>
    );
  return (
    <Stack gap={4} data-field={input}>
      <FileField
        label={label}
        description={[
          stored ? t('orders.edit.replaceHint', { types: acceptOf(input) }) : t('orders.edit.fileHint', { types: acceptOf(input) }),
          proof ? t('compliance.order.joinsProfile') : '',
        ]
          .filter(Boolean)
          .join(' ')}
        error={error}
        accept={acceptOf(input)}
        name={input}
        value={chosen}
        onChange={choose}
        disabled={upload.isPending}
      />
      {status}
      {proof && (
        <ProofChooser
          orderId={order.id}
          input={input}
          fieldLabel={label}
          disabled={upload.isPending}
          onChosen={async () => {
            setError(null);
            notifySuccess(t('compliance.order.chosen'));
            await refreshOrder(client, order.id);
          }}
          onError={refuse}
        />
      )}
      {upload.isPending && (
        <Text size="sm" role="status">
          {t('orders.edit.uploading')}
        </Text>
      )}
    </Stack>
  );
}
