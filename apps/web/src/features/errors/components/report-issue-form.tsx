import { Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES } from '@gsn/domain';
import { apiPost } from '../../../lib/api';
import { notifySuccess, translateServerMessage } from '../../../lib/notify';

/** Spec 2: ticket titles and the 250-word limit of the message. */
export const ISSUE_TITLES = ['Order Issue', 'Portal Issue', 'Other'] as const;
export const MAX_WORDS = 250;
const TITLE_KEYS: Record<(typeof ISSUE_TITLES)[number], string> = {
  'Order Issue': 'errors.report.titles.order',
  'Portal Issue': 'errors.report.titles.portal',
  Other: 'errors.report.titles.other',
};

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** The report-issue form: POST /notifications with functionality 800 (support ticket). */
export function ReportIssueForm() {
  const { t } = useTranslation();
  const submit = useMutation({
    mutationFn: (v: { title: string; message: string }) =>
      apiPost<{ message?: string }>('/notifications', { ...v, functionality_id: FUNCTIONALITIES.support }),
  });
  const form = useForm<{ title: string | null; message: string }>({
    initialValues: { title: 'Portal Issue', message: '' },
    validate: {
      title: (v) => (v ? null : t('validation.required')),
      message: (v) =>
        v.trim() === '' ? t('validation.required') : countWords(v) > MAX_WORDS ? t('errors.report.tooManyWords', { max: MAX_WORDS }) : null,
    },
  });
  const words = countWords(form.getValues().message);

  const onSubmit = form.onSubmit((v) => {
    submit.mutate(
      { title: v.title ?? 'Other', message: v.message.trim() },
      {
        onSuccess: (res) => {
          notifySuccess(res?.message ? translateServerMessage(res.message) : t('errors.report.success'));
          form.reset();
        },
      },
    );
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="report-issue-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={2} size="h4" id="report-issue-title">
            {t('errors.report.heading')}
          </Title>
          <Select
            label={t('errors.report.issueTitle')}
            data={ISSUE_TITLES.map((v) => ({ value: v, label: t(TITLE_KEYS[v]) }))}
            allowDeselect={false}
            required
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('errors.report.details')}
            rows={6}
            required
            description={t('errors.report.wordCount', { n: words, max: MAX_WORDS })}
            {...form.getInputProps('message')}
          />
          <Group justify="space-between">
            <Text size="xs" c={words > MAX_WORDS ? 'red' : 'dimmed'} aria-live="polite">
              {words > MAX_WORDS ? t('errors.report.tooManyWords', { max: MAX_WORDS }) : ''}
            </Text>
            <Button type="submit" loading={submit.isPending}>
              {t('errors.report.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
