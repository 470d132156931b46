import { Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type Answer,
  MAX_NOTE_WORDS,
  type messageAnswer,
  TICKET_FUNCTIONALITY_ID,
  TICKET_MAX_CHARS,
  TICKET_TITLES,
  type TicketTitle,
  wordCount,
} from '@gsn/domain';
import { apiPost } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';

/** Spec 2 §9: a ticket's details are at most 250 words (the titles are sent in English whatever the language). */
export const MAX_TICKET_WORDS = MAX_NOTE_WORDS;

const TITLE_KEYS: Record<TicketTitle, string> = {
  'Order Issue': 'tickets.form.titles.order',
  'Portal Issue': 'tickets.form.titles.portal',
  Other: 'tickets.form.titles.other',
};

export interface TicketBody {
  title: TicketTitle;
  message: string;
  functionality_id: number;
}

interface TicketFormProps {
  /** The form's heading (defaults to "Report the issue"). */
  heading?: string;
  /** The title chosen at first; null makes the user choose. */
  initialTitle?: TicketTitle | null;
  /** The submit button's text (defaults to "Send the report"). */
  submitLabel?: string;
}

/**
 * The support ticket / report-issue form (spec 2 §2 Notifications): a title, details up to 250 words with a live
 * count; POST /notifications with functionality 800; "Ticket submitted" and a fresh form on success.
 */
export function TicketForm({ heading, initialTitle = null, submitLabel }: TicketFormProps) {
  const { t } = useTranslation();
  const submit = useMutation({
    mutationFn: (body: TicketBody) => apiPost<Answer<typeof messageAnswer>>('/notifications', body),
  });
  const form = useForm<{ title: TicketTitle | null; message: string }>({
    initialValues: { title: initialTitle, message: '' },
    validate: {
      title: (v) => (v && (TICKET_TITLES as readonly string[]).includes(v) ? null : t('validation.required')),
      message: (v) =>
        v.trim() === ''
          ? t('validation.required')
          : wordCount(v) > MAX_TICKET_WORDS || v.length > TICKET_MAX_CHARS
            ? t('tickets.form.tooManyWords', { max: MAX_TICKET_WORDS })
            : null,
    },
  });
  const words = wordCount(form.getValues().message);
  const over = words > MAX_TICKET_WORDS;

  const onSubmit = form.onSubmit((v) => {
    if (!v.title) return;
    submit.mutate(
      { title: v.title, message: v.message.trim(), functionality_id: TICKET_FUNCTIONALITY_ID },
      {
        onSuccess: () => {
          notifySuccess(t('tickets.submitted'));
          form.reset();
        },
      },
    );
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="ticket-form-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={2} size="h4" id="ticket-form-title">
            {heading ?? t('tickets.form.heading')}
          </Title>
          <Select
            label={t('tickets.form.title')}
            placeholder={t('tickets.form.chooseTitle')}
            data={TICKET_TITLES.map((v) => ({ value: v, label: t(TITLE_KEYS[v]) }))}
            allowDeselect={false}
            required
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('tickets.form.details')}
            rows={6}
            required
            description={t('tickets.form.wordCount', { n: words, max: MAX_TICKET_WORDS })}
            {...form.getInputProps('message')}
          />
          <Group justify="space-between">
            <Text size="xs" c={over ? 'red' : 'dimmed'} aria-live="polite">
              {over ? t('tickets.form.tooManyWords', { max: MAX_TICKET_WORDS }) : ''}
            </Text>
            <Button type="submit" loading={submit.isPending}>
              {submitLabel ?? t('tickets.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
