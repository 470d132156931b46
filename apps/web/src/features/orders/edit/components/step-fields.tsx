import { Alert, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditStep } from '@gsn/domain';
import type { OrderDetail } from '../../api/use-orders';
import { translationFormatHint, translationFormatLabel } from '../../lib/translation-formats';
import { type EditField, isDocumentInput, type TextValues } from '../lib/edit-model';
import { DocumentField } from './document-field';

interface StepFieldsProps {
  step: EditStep;
  fields: EditField[];
  order: OrderDetail;
  values: TextValues;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  editable: boolean;
}

/**
 * The inputs of the details, translation or porting step: typed fields and document uploads. Staff (and customers
 * past the editable statuses) see the data disabled and only download links for the documents.
 */
export function StepFields({ step, fields, order, values, errors, onChange, editable }: StepFieldsProps) {
  const { t } = useTranslation();
  const missing = new Set(order.requirements?.missing ?? []);
  const label = (name: string) => t(`orders.edit.fields.${name}`);
  const typed = fields.filter((f) => f.kind !== 'document');
  const documents = fields.filter((f) => f.kind === 'document');

  const input = (f: EditField) => {
    const common = {
      label: label(f.name),
      name: f.name,
      value: values[f.name] ?? '',
      error: errors[f.name],
      disabled: !editable,
      onChange: (e: { currentTarget: { value: string } }) => onChange(f.name, e.currentTarget.value),
      description: missing.has(f.name) && !errors[f.name] ? t('orders.edit.missingHint') : undefined,
    };
    if (f.kind === 'numbers') {
      return <Textarea key={f.name} rows={5} {...common} description={t('orders.edit.numbersHint')} />;
    }
    if (f.kind === 'textarea') return <Textarea key={f.name} rows={3} {...common} />;
    return <TextInput key={f.name} type={f.kind === 'email' ? 'email' : 'text'} {...common} />;
  };

  return (
    <Stack gap="md" data-testid={`step-${step}`}>
      <Text size="sm" c="dimmed">
        {t(`orders.edit.stepIntro.${step}`)}
      </Text>
      {step === 'translation' && order.translation_number_format && (
        // the chosen format in words, with an example, above the numbers it asks for
        <Alert
          color="blue"
          variant="light"
          title={translationFormatLabel(t, order.translation_number_format)}
          data-testid="translation-format"
        >
          {translationFormatHint(t, order.translation_number_format)}
        </Alert>
      )}
      {!editable && (
        <Alert color="gray" variant="light">
          {t('orders.edit.readOnly')}
        </Alert>
      )}
      {typed.length > 0 && <SimpleGrid cols={{ base: 1, md: 2 }}>{typed.map(input)}</SimpleGrid>}
      {documents.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {documents.map((f) =>
            isDocumentInput(f.name) ? (
              <DocumentField key={f.name} order={order} input={f.name} label={label(f.name)} editable={editable} />
            ) : null,
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
