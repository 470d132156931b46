import { Button, Group, Paper, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { configurationUpdateSchema, PASSWORD_MASK } from '@gsn/domain';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { schemaValidator } from '../../../lib/form-validation';
import { i18n } from '../../../lib/i18n';
import { notifySuccess, serverErrorText, translateServerMessage } from '../../../lib/notify';
import { useConfiguration, useUpdateConfiguration } from '../api/use-configuration';
import { useViewer } from '../../../lib/viewer';
import type { ConfigurationEntry } from '../../../components/admin/types';
import { AdminPage, LoadFailed } from '../../../components/admin/admin-page';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDraft } from '../../../lib/form-draft';

interface ConfigurationItem {
  field: string;
  type: ConfigurationEntry['type'];
  value: string | boolean;
}

/** Booleans are stored as text; anything but 'true' / '1' is off. */
function toBoolean(value: ConfigurationEntry['value']): boolean {
  return value === 'true' || value === '1';
}

function toItem(e: ConfigurationEntry): ConfigurationItem {
  if (e.type === 'boolean') return { field: e.field, type: e.type, value: toBoolean(e.value) };
  return { field: e.field, type: e.type, value: e.value ?? '' };
}

/** The PUT body: every field with its value (a password left as the mask keeps its stored value). */
export function configurationPayload(items: readonly ConfigurationItem[]): Record<string, string | boolean> {
  return Object.fromEntries(items.map((i) => [i.field, i.type === 'boolean' ? i.value === true : String(i.value)]));
}

/** A readable label: the translated name of a known field, else the field name in words. */
function useFieldLabel() {
  const { t } = useTranslation();
  return (field: string) => {
    const key = `admin.configuration.fields.${field}`;
    return i18n.exists(key) ? t(key) : field.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  };
}

function ConfigurationForm({ entries }: { entries: ConfigurationEntry[] }) {
  const { t, i18n } = useTranslation();
  const label = useFieldLabel();
  const update = useUpdateConfiguration();
  // the known entries' descriptions in the interface language; any other keeps the server's text
  const describe = (field: string, text: string | null | undefined) => {
    const key = `admin.configuration.descriptions.${field}`;
    return i18n.exists(key) ? t(key) : (text ?? undefined);
  };
  const descriptions = new Map(entries.map((e) => [e.field, describe(e.field, e.description)]));
  // a set password arrives as the mask (an unset one as empty): the hint applies only to the masked ones
  const masked = new Set(entries.filter((e) => e.type === 'password' && e.value === PASSWORD_MASK).map((e) => e.field));
  const stored = new Map(entries.map((e) => [e.field, toItem(e).value]));
  const form = useForm<{ items: ConfigurationItem[] }>({
    initialValues: { items: entries.map(toItem) },
    // each entry's issue goes on its row's value
    validate: schemaValidator(
      configurationUpdateSchema,
      (values: { items: ConfigurationItem[] }) => configurationPayload(values.items),
      (values) => ({
        field: (path) => {
          const index = values.items.findIndex((i) => i.field === path[0]);
          return index >= 0 ? `items.${index}.value` : undefined;
        },
      }),
    ),
  });
  // a password typed into an entry never reaches the draft: the entry keeps its stored value (the mask) there
  const draft = useFormDraft(form, {
    scrub: (changes) =>
      changes.items
        ? { items: changes.items.map((i) => (i.type === 'password' ? { ...i, value: stored.get(i.field) ?? '' } : i)) }
        : changes,
  });

  const submit = form.onSubmit((values) => {
    update.mutate(configurationPayload(values.items), {
      onSuccess: (res) => {
        notifySuccess(res?.message ? translateServerMessage(res.message) : t('admin.configuration.saved'));
        draft.clear();
        // the saved values become the starting point; a password is shown masked again
        const saved = Array.isArray(res?.data)
          ? res.data.map(toItem)
          : values.items.map((i) => (i.type === 'password' && i.value !== '' ? { ...i, value: PASSWORD_MASK } : i));
        form.setInitialValues({ items: saved });
        form.setValues({ items: saved });
      },
      onError: (e) => {
        if (!(e instanceof ApiError)) return;
        const errors: Record<string, string> = {};
        for (const fe of e.errors) {
          const index = values.items.findIndex((i) => i.field === fe.field);
          if (index >= 0) errors[`items.${index}.value`] = serverErrorText(fe);
        }
        form.setErrors(errors);
      },
    });
  });

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate aria-label={t('admin.configuration.title')}>
        <Stack>
          <DraftNotice draft={draft} />
          {form.getValues().items.map((item, index) => {
            const path = `items.${index}.value`;
            const description = descriptions.get(item.field);
            if (item.type === 'boolean') {
              return (
                <Switch
                  key={item.field}
                  label={label(item.field)}
                  description={description}
                  name={item.field}
                  {...form.getInputProps(path, { type: 'checkbox' })}
                />
              );
            }
            if (item.type === 'password') {
              const inputProps = form.getInputProps(path);
              return (
                <PasswordInput
                  key={item.field}
                  label={label(item.field)}
                  description={
                    <>
                      {description ? <span>{description}. </span> : null}
                      {masked.has(item.field) ? t('admin.configuration.passwordKept') : null}
                    </>
                  }
                  name={item.field}
                  autoComplete="new-password"
                  {...inputProps}
                  onFocus={(e) => {
                    inputProps.onFocus?.(e);
                    // typing replaces the mask instead of appending to it
                    if (e.currentTarget.value === PASSWORD_MASK) e.currentTarget.select();
                  }}
                />
              );
            }
            return (
              <TextInput
                key={item.field}
                label={label(item.field)}
                description={description}
                name={item.field}
                maxLength={2000}
                {...form.getInputProps(path)}
              />
            );
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
              {t('common.reset')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /portal/administration/configuration/edit (administrator only): a form built from the configuration entries. */
export function ConfigurationPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const config = useConfiguration();
  return (
    <AdminPage title={t('admin.configuration.title')} maw={760}>
      {config.isError ? <LoadFailed backTo={viewer.home} /> : config.data ? <ConfigurationForm entries={config.data} /> : <PageLoader />}
    </AdminPage>
  );
}
