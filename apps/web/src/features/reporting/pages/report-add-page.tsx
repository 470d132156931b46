import { useMemo } from 'react';
import { Button, Checkbox, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CALL_DIRECTIONS,
  RELATIVE_PERIODS,
  REPORT_TYPE_NAMES,
  REPORT_TYPES,
  type ReportDefinition,
  type ReportRow,
  REPORTING_MESSAGES,
  reportDefinitionSchema,
  SCHEDULE_FREQUENCIES,
  SERVICE_TYPES,
} from '@gsn/domain';
import { ApiError } from '../../../lib/api';
import { schemaValidator } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useCreateReport, useUpdateReport } from '../api/use-reporting';
import { DateField } from '../../../components/date-field';
import { REPORTING_PATH } from './reports-page';
import { useViewer } from '../../../lib/viewer';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDraft } from '../../../lib/form-draft';

interface FormValues {
  name: string;
  type: string;
  jurisdiction: string;
  service_type: string | null;
  direction: string | null;
  customer_code: string;
  periodKind: 'relative' | 'fixed';
  relative: string;
  from: string;
  to: string;
  time_zone: string;
  format: 'csv' | 'xlsx';
  frequency: string;
  weekday: string;
  day: number | string;
  email: boolean;
}

/** The domain's messages → translation keys of this screen. */
const MESSAGE_KEYS = Object.fromEntries(Object.entries(REPORTING_MESSAGES).map(([k, v]) => [v, `reporting.messages.${k}`]));
/** Form field of each definition path. */
const FIELD_OF: Record<string, keyof FormValues> = {
  name: 'name',
  type: 'type',
  time_zone: 'time_zone',
  'period.from': 'from',
  'period.to': 'to',
  'period.relative': 'relative',
  'schedule.weekday': 'weekday',
  'schedule.day': 'day',
};

/** The filters each type offers beyond company and jurisdiction (the order overview has only those two). */
const hasServiceType = (type: string) => type !== 'summaryoverview';
const hasDirection = (type: string) => type !== 'inventorynumbers' && type !== 'summaryoverview';

function toDefinition(v: FormValues, staff: boolean): unknown {
  const blank = (s: string | null) => (s ? s : null);
  return {
    name: v.name,
    type: v.type || undefined,
    filters: {
      jurisdiction: blank(v.jurisdiction.trim()),
      service_type: hasServiceType(v.type) ? blank(v.service_type) : null,
      direction: hasDirection(v.type) ? blank(v.direction) : null,
      ...(staff ? { customer_code: blank(v.customer_code.trim()) } : {}),
    },
    period: v.periodKind === 'fixed' ? { kind: 'fixed', from: v.from, to: v.to } : { kind: 'relative', relative: v.relative },
    time_zone: v.time_zone,
    format: v.format,
    schedule: {
      frequency: v.frequency,
      weekday: v.frequency === 'weekly' && v.weekday !== '' ? Number(v.weekday) : null,
      day: v.frequency === 'monthly' && v.day !== '' ? Number(v.day) : null,
    },
    email: v.email,
  };
}

/** A saved report as the form's values (the edit screen starts from them). */
function toValues(r: ReportRow): Partial<FormValues> {
  const p = r.period;
  return {
    name: r.name,
    type: r.type,
    jurisdiction: r.filters.jurisdiction ?? '',
    service_type: r.filters.service_type ?? null,
    direction: r.filters.direction ?? null,
    customer_code: r.filters.customer_code ?? '',
    periodKind: p.kind,
    ...(p.kind === 'fixed' ? { from: p.from, to: p.to } : { relative: p.relative }),
    time_zone: r.time_zone,
    format: r.format,
    frequency: r.schedule.frequency,
    ...(r.schedule.weekday !== null && r.schedule.weekday !== undefined ? { weekday: String(r.schedule.weekday) } : {}),
    ...(r.schedule.day ? { day: r.schedule.day } : {}),
    email: r.email,
  };
}

/** /portal/reporting/reports/add: the report form, empty. */
export function ReportAddPage() {
  return <ReportForm />;
}

/**
 * The report form of /portal/reporting/reports/add (spec 2 §2 Reporting): define a report — name, type and its filters, period (relative
 * or fixed), time zone, format, schedule and "e-mail me when ready" — validated with the server's schema; saved, it
 * is listed with its next run and can be run at once.
 */
export function ReportForm({ report }: { report?: ReportRow }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const staff = viewer.staff;
  const create = useCreateReport();
  const update = useUpdateReport(report?.id ?? 0);
  const save = report ? update : create;
  const title = t(report ? 'reporting.editTitle' : 'reporting.addTitle');
  const zones = useMemo(() => {
    const all = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
    return ['UTC', ...all.filter((z) => z !== 'UTC')];
  }, []);
  const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const weekdays = [1, 2, 3, 4, 5, 6, 0].map((d) => ({
    value: String(d),
    label: new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + d))),
  }));

  const form = useForm<FormValues>({
    initialValues: {
      name: '',
      type: '',
      jurisdiction: '',
      service_type: null,
      direction: null,
      customer_code: '',
      periodKind: 'relative',
      relative: 'yesterday',
      from: '',
      to: '',
      time_zone: zones.includes(localZone) ? localZone : 'UTC',
      format: 'csv',
      frequency: 'none',
      weekday: '1',
      day: 1,
      email: false,
      ...(report ? toValues(report) : {}),
    },
    validate: schemaValidator(reportDefinitionSchema, (values: FormValues) => toDefinition(values, staff), {
      field: (path) => FIELD_OF[path.join('.')] ?? (path[0] === 'period' ? 'from' : undefined),
      messages: MESSAGE_KEYS,
      fallback: () => t('validation.invalid'),
    }),
  });
  const draft = useFormDraft(form);
  const dated = form.values.type ? REPORT_TYPES[form.values.type as keyof typeof REPORT_TYPES]?.dated !== false : true;
  const calls = hasDirection(form.values.type);

  const submit = form.onSubmit((values) => {
    const def = reportDefinitionSchema.parse(toDefinition(values, staff)) as ReportDefinition;
    save.mutate(def, {
      onSuccess: () => {
        draft.clear();
        notifySuccess(t('reporting.saved'));
        navigate(REPORTING_PATH);
      },
      onError: (e) => {
        if (e instanceof ApiError && e.errors.length) {
          for (const f of e.errors) {
            const field = FIELD_OF[f.field];
            if (field) form.setFieldError(field, MESSAGE_KEYS[f.message] ? t(MESSAGE_KEYS[f.message] as string) : f.message);
          }
        }
      },
    });
  });

  return (
    <Stack maw={860}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <DraftNotice draft={draft} />
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('reporting.fields.name')} required maxLength={100} {...form.getInputProps('name')} />
              <Select
                label={t('reporting.fields.type')}
                required
                data={REPORT_TYPE_NAMES.map((r) => ({ value: r, label: t(`reporting.types.${r}`) }))}
                {...form.getInputProps('type')}
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md" component="fieldset">
            <Title order={2} size="h5" component="legend">
              {t('reporting.filters')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {staff && <TextInput label={t('reporting.fields.customerCode')} {...form.getInputProps('customer_code')} />}
              {hasServiceType(form.values.type) && (
                <Select
                  label={t('reporting.fields.serviceType')}
                  clearable
                  data={SERVICE_TYPES.map((s) => ({ value: s, label: s }))}
                  {...form.getInputProps('service_type')}
                />
              )}
              <TextInput label={t('reporting.fields.jurisdiction')} {...form.getInputProps('jurisdiction')} />
              {calls && (
                <Select
                  label={t('reporting.fields.direction')}
                  clearable
                  data={CALL_DIRECTIONS.map((d) => ({ value: d, label: t(`reports.direction.${d}`) }))}
                  {...form.getInputProps('direction')}
                />
              )}
            </SimpleGrid>
          </Paper>
          {dated && (
            <Paper withBorder p="md" component="fieldset">
              <Title order={2} size="h5" component="legend">
                {t('reporting.period')}
              </Title>
              <Stack>
                <SegmentedControl
                  aria-label={t('reporting.period')}
                  data={[
                    { value: 'relative', label: t('reporting.periodRelative') },
                    { value: 'fixed', label: t('reporting.periodFixed') },
                  ]}
                  {...form.getInputProps('periodKind')}
                />
                {form.values.periodKind === 'relative' ? (
                  <Select
                    label={t('reporting.fields.relative')}
                    data={RELATIVE_PERIODS.map((p) => ({ value: p, label: t(`reporting.relative.${p}`) }))}
                    allowDeselect={false}
                    {...form.getInputProps('relative')}
                  />
                ) : (
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <DateField label={t('reporting.fields.from')} required {...form.getInputProps('from')} />
                    <DateField label={t('reporting.fields.to')} required {...form.getInputProps('to')} />
                  </SimpleGrid>
                )}
                <Select
                  label={t('reporting.fields.timeZone')}
                  searchable
                  data={zones}
                  allowDeselect={false}
                  {...form.getInputProps('time_zone')}
                />
              </Stack>
            </Paper>
          )}
          <Paper withBorder p="md" component="fieldset">
            <Title order={2} size="h5" component="legend">
              {t('reporting.delivery')}
            </Title>
            <Stack>
              <SegmentedControl
                aria-label={t('reporting.fields.format')}
                data={[
                  { value: 'csv', label: 'CSV' },
                  { value: 'xlsx', label: 'XLSX' },
                ]}
                {...form.getInputProps('format')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('reporting.fields.schedule')}
                  data={SCHEDULE_FREQUENCIES.map((f) => ({ value: f, label: t(`reporting.schedule.${f}`) }))}
                  allowDeselect={false}
                  {...form.getInputProps('frequency')}
                />
                {form.values.frequency === 'weekly' && (
                  <Select label={t('reporting.fields.weekday')} data={weekdays} allowDeselect={false} {...form.getInputProps('weekday')} />
                )}
                {form.values.frequency === 'monthly' && (
                  <NumberInput label={t('reporting.fields.day')} min={1} max={28} {...form.getInputProps('day')} />
                )}
              </SimpleGrid>
              <Checkbox label={t('reporting.fields.email')} {...form.getInputProps('email', { type: 'checkbox' })} />
            </Stack>
          </Paper>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(REPORTING_PATH)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('reporting.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
