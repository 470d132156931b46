import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { dnisUpdateSchema } from '@gsn/domain';
import type { DnisRow } from '../api/use-dnis';
import { schemaValidator } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateDnis } from '../api/use-dnis';
import { DNIS_KNOWN, dnisFieldErrors, dnisMessage, showDnisError } from '../lib/messages';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDraft } from '../../../lib/form-draft';

interface DnisValues {
  translation_termination_number: string;
  translated_routing: string;
  routing_vendor: string;
  ocn_for_customer: string;
}

const FIELDS = ['translation_termination_number', 'translated_routing', 'routing_vendor', 'ocn_for_customer'] as const;

function toValues(row: DnisRow | null): DnisValues {
  return {
    translation_termination_number: row?.translation_termination_number ?? '',
    translated_routing: row?.translated_routing ?? '',
    routing_vendor: row?.routing_vendor ?? '',
    ocn_for_customer: row?.ocn_for_customer ?? '',
  };
}

const raw = (v: DnisValues) => Object.fromEntries(FIELDS.map((f) => [f, v[f].trim() || null]));

/** dnisUpdateSchema with its messages (required termination, E.164) in the interface language. */
const validate = schemaValidator(dnisUpdateSchema, raw, { messages: (m) => DNIS_KNOWN[m.toLowerCase()] });

/** Edit the routing of one DNIS record (220 edit): termination number (E.164), translated routing, routing vendor, OCN. */
export function DnisEditModal({ row, onClose }: { row: DnisRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('dnis.edit.title')} size="lg">
      {row && <DnisEditForm key={row.id} row={row} onClose={onClose} />}
    </Modal>
  );
}

function DnisEditForm({ row, onClose }: { row: DnisRow; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateDnis();
  const form = useForm<DnisValues>({ initialValues: toValues(row), validate });
  // the dialog opens over the list: one draft per number edited
  const draft = useFormDraft(form, { name: `dnis-${row.id}` });

  const submit = form.onSubmit((values) => {
    const parsed = dnisUpdateSchema.safeParse(raw(values));
    if (!parsed.success) return;
    update.mutate(
      { id: row.id, input: parsed.data },
      {
        onSuccess: (res) => {
          draft.clear();
          notifySuccess(dnisMessage(res?.message, 'dnis.messages.updated'));
          onClose();
        },
        onError: (e) => {
          showDnisError(e, FIELDS);
          form.setErrors(dnisFieldErrors(e, FIELDS));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('dnis.edit.title')}>
      <Stack>
        <DraftNotice draft={draft} />
        <Text size="sm">
          {t('dnis.edit.intro')}{' '}
          <Text span ff="monospace" fw={600}>
            {row.service_number}
          </Text>
        </Text>
        <TextInput
          label={t('dnis.fields.translation_termination_number')}
          withAsterisk
          type="tel"
          placeholder="+442079460000"
          description={t('inventory.form.e164Hint')}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('translation_termination_number')}
        />
        <TextInput label={t('dnis.fields.translated_routing')} autoComplete="off" {...form.getInputProps('translated_routing')} />
        <TextInput label={t('dnis.fields.routing_vendor')} autoComplete="off" {...form.getInputProps('routing_vendor')} />
        <TextInput label={t('dnis.fields.ocn_for_customer')} autoComplete="off" {...form.getInputProps('ocn_for_customer')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('dnis.edit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
