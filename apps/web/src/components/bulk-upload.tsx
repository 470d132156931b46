import { useId, useState } from 'react';
import { Alert, Badge, Button, Code, Group, List, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Answer, bulkAnswer, bulkRowAnswer } from '@gsn/domain';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../lib/transfer';
import { notifyError } from '../lib/notify';
import { FileField } from './file-field';
import { NoDataRow } from './no-data';

/**
 * The bulk upload screens (spec 1 §4, §8; spec 2 §2): download the template, upload a filled-in xlsx/xls
 * sheet, read the result of each row. Shared by the features with a bulk page; each passes its texts'
 * i18n prefix (`ns`, e.g. 'customers.bulk'), which holds the same keys for every feature.
 */

/** One row's outcome of a bulk upload, as the server answers it. */
export type BulkRowResult = Answer<typeof bulkRowAnswer>;

export type BulkRowStatus = BulkRowResult['status'];

/** Bulk uploads take xlsx or xls; the API refuses files over 5 MB. */
export const BULK_EXTENSIONS = ['xlsx', 'xls'] as const;
export const BULK_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

export function isBulkFile(name: string): boolean {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return name.includes('.') && (BULK_EXTENSIONS as readonly string[]).includes(ext);
}

const COLORS: Record<BulkRowStatus, string> = { created: 'green', exist: 'yellow', error: 'red' };

/** Spec 1 §8 bulk banners: 'Created Successfully'; 'Already exist' plus field/message pairs; errors as field/message pairs. */
export function BulkStatusBadge({ ns, status }: { ns: string; status: BulkRowStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'red'} variant="light">
      {t(`${ns}.status.${status in COLORS ? status : 'error'}`)}
    </Badge>
  );
}

export function BulkResults({ ns, rows, message }: { ns: string; rows: BulkRowResult[]; message: (text: string) => string }) {
  const { t } = useTranslation();
  const counts = { created: 0, exist: 0, error: 0 } satisfies Record<BulkRowStatus, number>;
  for (const r of rows) counts[r.status in counts ? r.status : 'error']++;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bulk-results-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="bulk-results-title">
          {t(`${ns}.results`)}
        </Title>
        <Group gap="xs" aria-live="polite" data-testid="bulk-summary">
          <Badge color="green">{t(`${ns}.summary.created`, { n: counts.created })}</Badge>
          <Badge color="yellow">{t(`${ns}.summary.exist`, { n: counts.exist })}</Badge>
          <Badge color="red">{t(`${ns}.summary.error`, { n: counts.error })}</Badge>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder>
          <Table.Caption>{t(`${ns}.caption`)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={80}>
                {t(`${ns}.columns.row`)}
              </Table.Th>
              <Table.Th scope="col" w={200}>
                {t(`${ns}.columns.status`)}
              </Table.Th>
              <Table.Th scope="col">{t(`${ns}.columns.details`)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <NoDataRow colSpan={3} />
            ) : (
              rows.map((r) => (
                <Table.Tr key={r.row} data-row={r.row} data-status={r.status}>
                  <Table.Th scope="row">{r.row}</Table.Th>
                  <Table.Td>
                    <BulkStatusBadge ns={ns} status={r.status} />
                  </Table.Td>
                  <Table.Td>
                    {(r.errors ?? []).length === 0 ? (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    ) : (
                      <List size="sm" spacing={2}>
                        {(r.errors ?? []).map((e) => (
                          <List.Item key={`${e.field}:${e.message}`}>
                            {e.field ? <strong>{e.field}</strong> : null}
                            {e.field ? ': ' : ''}
                            {message(e.message)}
                          </List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

export interface BulkUploadPageProps {
  /** i18n prefix of the texts (title, step1, templateText, columnsLabel, download, step2, file, fileHint, …). */
  ns: string;
  /** GET path of the template and the file name to save it under when the answer names none. */
  template: { path: string; filename: string };
  columns: readonly string[];
  /** The upload call (multipart field `file`), answering one result per row. */
  upload: UseMutationResult<Answer<typeof bulkAnswer>, unknown, File>;
  back: { to: string; label: string };
  /** The text shown for a server message (translated when known). */
  message: (text: string) => string;
  showError: (error: unknown) => void;
  /** The largest file the API takes (BULK_MAX_BYTES unless the feature's upload allows more); `${ns}.tooLarge` says it. */
  maxBytes?: number;
}

/** A whole bulk page: template download, file upload with checks and progress, per-row results. */
export function BulkUploadPage({
  ns,
  template,
  columns,
  upload,
  back,
  message,
  showError,
  maxBytes = BULK_MAX_BYTES,
}: BulkUploadPageProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [results, setResults] = useState<BulkRowResult[] | null>(null);

  const refuse = (text: string) => {
    setFile(null);
    setFileError(text);
    notifyError(text);
  };

  const choose = (f: File | null) => {
    setResults(null);
    if (!f) {
      setFile(null);
      setFileError(null);
      return;
    }
    if (!isBulkFile(f.name)) return refuse(t(`${ns}.wrongType`));
    if (f.size > maxBytes) return refuse(t(`${ns}.tooLarge`));
    setFileError(null);
    setFile(f);
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(template.path, template.filename);
    } catch (e) {
      showError(e);
    } finally {
      setDownloading(false);
    }
  };

  const send = () => {
    if (!file) {
      setFileError(t(`${ns}.chooseFile`));
      return;
    }
    setResults(null);
    upload.mutate(file, {
      onSuccess: (res) => {
        setResults(Array.isArray(res?.data) ? res.data : []);
        setFile(null);
      },
      onError: (e) => showError(e),
    });
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t(`${ns}.title`)}
      </Title>
      <Paper withBorder p="md" component="section" aria-labelledby={`${inputId}-step1`}>
        <Stack gap="xs">
          <Title order={2} size="h4" id={`${inputId}-step1`}>
            {t(`${ns}.step1`)}
          </Title>
          <Text size="sm">{t(`${ns}.templateText`)}</Text>
          <Text size="xs" c="dimmed">
            {t(`${ns}.columnsLabel`)} <Code>{columns.join(', ')}</Code>
          </Text>
          <Group>
            <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={download} loading={downloading}>
              {t(`${ns}.download`)}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby={`${inputId}-step2`}>
        <Stack gap="xs">
          <Title order={2} size="h4" id={`${inputId}-step2`}>
            {t(`${ns}.step2`)}
          </Title>
          <FileField
            label={t(`${ns}.file`)}
            description={t(`${ns}.fileHint`)}
            error={fileError}
            accept={ACCEPT}
            value={file}
            onChange={choose}
            disabled={upload.isPending}
          />
          {upload.isPending && (
            <Stack gap={4} role="status" aria-live="polite">
              <Text size="sm">{t(`${ns}.uploading`, { name: file?.name ?? '' })}</Text>
              <Progress value={100} striped animated aria-label={t(`${ns}.uploadingLabel`)} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={back.to}>
              {back.label}
            </Button>
            <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={send} loading={upload.isPending} disabled={!file}>
              {t(`${ns}.upload`)}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {results && results.length === 0 && <Alert color="yellow">{t(`${ns}.empty`)}</Alert>}
      {results && results.length > 0 && <BulkResults ns={ns} rows={results} message={message} />}
    </Stack>
  );
}
