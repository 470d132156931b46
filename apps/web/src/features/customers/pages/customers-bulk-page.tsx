import { useId, useRef, useState } from 'react';
import { Alert, Button, Code, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_TEMPLATE_COLUMNS } from '@gsn/domain';
import { notifyError } from '../../../lib/notify';
import type { BulkRowResult } from '../api/types';
import { downloadFile } from '../api/transfer';
import { useBulkUpload } from '../api/use-customers';
import { BulkResults } from '../components/bulk-results';
import { showCustomerError } from '../lib/messages';
import { CUSTOMERS_PATH } from './paths';

/** Spec 1 §5: the bulk customer upload takes xlsx or xls; the API refuses files over 5 MB. */
export const BULK_EXTENSIONS = ['xlsx', 'xls'] as const;
export const BULK_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

export function isBulkFile(name: string): boolean {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return name.includes('.') && (BULK_EXTENSIONS as readonly string[]).includes(ext);
}

/** /portal/account/customers/bulk: download the template, upload a filled-in sheet, read the per-row results. */
export function CustomersBulkPage() {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [results, setResults] = useState<BulkRowResult[] | null>(null);
  const upload = useBulkUpload();

  const choose = (f: File | null) => {
    setResults(null);
    if (!f) {
      setFile(null);
      setFileError(null);
      return;
    }
    if (!isBulkFile(f.name)) {
      const message = t('customers.bulk.wrongType');
      setFile(null);
      setFileError(message);
      notifyError(message);
      if (input.current) input.current.value = '';
      return;
    }
    if (f.size > BULK_MAX_BYTES) {
      const message = t('customers.bulk.tooLarge');
      setFile(null);
      setFileError(message);
      notifyError(message);
      if (input.current) input.current.value = '';
      return;
    }
    setFileError(null);
    setFile(f);
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile('/templates/customers', 'customers-template.xlsx');
    } catch (e) {
      showCustomerError(e);
    } finally {
      setDownloading(false);
    }
  };

  const send = () => {
    if (!file) {
      setFileError(t('customers.bulk.chooseFile'));
      return;
    }
    setResults(null);
    upload.mutate(file, {
      onSuccess: (res) => {
        setResults(Array.isArray(res?.data) ? res.data : []);
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (e) => showCustomerError(e),
    });
  };

  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('customers.bulk.title')}
      </Title>
      <Paper withBorder p="md" component="section" aria-labelledby={`${inputId}-step1`}>
        <Stack gap="xs">
          <Title order={2} size="h4" id={`${inputId}-step1`}>
            {t('customers.bulk.step1')}
          </Title>
          <Text size="sm">{t('customers.bulk.templateText')}</Text>
          <Text size="xs" c="dimmed">
            {t('customers.bulk.columnsLabel')} <Code>{CUSTOMER_TEMPLATE_COLUMNS.join(', ')}</Code>
          </Text>
          <Group>
            <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={download} loading={downloading}>
              {t('customers.bulk.download')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby={`${inputId}-step2`}>
        <Stack gap="xs">
          <Title order={2} size="h4" id={`${inputId}-step2`}>
            {t('customers.bulk.step2')}
          </Title>
          <Text component="label" htmlFor={inputId} size="sm" fw={500}>
            {t('customers.bulk.file')}
          </Text>
          <Text id={hintId} size="xs" c="dimmed">
            {t('customers.bulk.fileHint')}
          </Text>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            aria-describedby={fileError ? `${hintId} ${errorId}` : hintId}
            aria-invalid={fileError ? true : undefined}
            disabled={upload.isPending}
            onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
          />
          {fileError && (
            // the error toast announces it; the input points here for later reading
            <Text id={errorId} c="red" size="sm">
              {fileError}
            </Text>
          )}
          {upload.isPending && (
            <Stack gap={4} role="status" aria-live="polite">
              <Text size="sm">{t('customers.bulk.uploading', { name: file?.name ?? '' })}</Text>
              <Progress value={100} striped animated aria-label={t('customers.bulk.uploadingLabel')} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={CUSTOMERS_PATH}>
              {t('customers.back')}
            </Button>
            <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={send} loading={upload.isPending} disabled={!file}>
              {t('customers.bulk.upload')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {results && results.length === 0 && <Alert color="yellow">{t('customers.bulk.empty')}</Alert>}
      {results && results.length > 0 && <BulkResults rows={results} />}
    </Stack>
  );
}
