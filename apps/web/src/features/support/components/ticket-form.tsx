import { Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type Answer,
  MAX_TICKET_WORDS,
  type messageAnswer,
  TICKET_FUNCTIONALITY_ID,
  TICKET_MAX_CHARS,
  TICKET_TITLES,
  type TicketTitle,
  type ticketWriteAnswer,
  wordCount,
} from '@gsn/domain';
import { apiPost } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { TITLE_KEYS } from '../../tickets';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDraft } from '../../../lib/form-draft';

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
  /**
   * Given: the ticket is opened with POST /tickets (the support functionality's) and this is told its id. Without it
   * (the 500 page, open to any signed-in account) the spec's POST /notifications files it and the form starts afresh.
   */
  onCreated?: (ticketId: number) => void;
}

/**
 * The support ticket / report-issue form (spec 2 §2 Notifications): a title, details up to 250 words with a live
 * count (the titles are sent in English whatever the language); "Ticket submitted" on success.
 */
export function TicketForm({ heading, initialTitle = null, submitLabel, onCreated }: TicketFormProps) {
  const { t } = useTranslation();
  const submit = useMutation({
    mutationFn: async (body: TicketBody): Promise<number | null> => {
      if (onCreated) return (await apiPost<Answer<typeof ticketWriteAnswer>>('/tickets', body)).data.id;
      await apiPost<Answer<typeof messageAnswer>>('/notifications', body);
      return null;
    },
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
  const draft = useFormDraft(form, { name: 'ticket' });
  const words = wordCount(form.getValues().message);
  const over = words > MAX_TICKET_WORDS;

  const onSubmit = form.onSubmit((v) => {
    if (!v.title) return;
    submit.mutate(
      { title: v.title, message: v.message.trim(), functionality_id: TICKET_FUNCTIONALITY_ID },
      {
        onSuccess: (ticketId) => {
          draft.clear();
          notifySuccess(t('tickets.submitted'));
          if (ticketId !== null && onCreated) onCreated(ticketId);
          else form.reset();
        },
      },
    );
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="ticket-form-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <DraftNotice draft={draft} />
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
