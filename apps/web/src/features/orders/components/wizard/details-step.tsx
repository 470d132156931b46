import type { ReactNode } from 'react';
import {
  Button,
  type ComboboxItem,
  Divider,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CHANNEL_STEP,
  type ChargeField,
  chargesFor,
  CURRENCY_CODES,
  LIST_TRANSLATION_FORMATS,
  ORDER_QUANTITY_MAX,
  PREFIX_FORMATS,
  type TranslationFormat,
} from '@gsn/domain';
import type { ProductView } from '../../../coverage';
import { translationFormatHint, translationFormatOptions } from '../../lib/translation-formats';
import type { OrderDetailsValues } from '../../lib/wizard-state';

interface DetailsStepProps {
  product: ProductView;
  value: OrderDetailsValues;
  onChange: (details: OrderDetailsValues) => void;
  /** Translated messages by field (custom charges as custom_tariff.<charge>). */
  errors: Record<string, string>;
  /** Staff of types 100, 110 and 120 may price the order. */
  mayCustomPrice: boolean;
  onBack: () => void;
  onNext: () => void;
  /** Customers, where the product has stock: "choose your numbers", under the quantities. */
  numbersPanel?: ReactNode;
}

const isPrefixFormat = (f: string) => PREFIX_FORMATS.includes(f as TranslationFormat);
const isListFormat = (f: string) => (LIST_TRANSLATION_FORMATS as readonly string[]).includes(f);

/**
 * Step 4, order details: quantities (SIP Trunking numbers and/or channels in fives, others numbers), reference,
 * remarks, the customer's choice of numbers (when the product has stock), translation, porting (when the product
 * allows it) and, for pricing staff, custom charges.
 */
export function DetailsStep({ product, value, onChange, errors, mayCustomPrice, onBack, onNext, numbersPanel }: DetailsStepProps) {
  const { t } = useTranslation();
  const sip = product.service_type === 'SIP Trunking';
  const set = (patch: Partial<OrderDetailsValues>) => onChange({ ...value, ...patch });
  return (
    <Stack
      component="form"
      aria-label={t('orders.add.steps.details')}
      onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }}
    >
      <QuantitiesSection sip={sip} value={value} set={set} errors={errors} />
      {numbersPanel}
      <TranslationSection value={value} set={set} errors={errors} />
      {product.portability ? <PortingSection value={value} set={set} errors={errors} /> : null}
      {mayCustomPrice && <CustomPricingSection product={product} value={value} set={set} errors={errors} />}

      <Group justify="space-between" mt="md">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {t('orders.add.back')}
        </Button>
        <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />}>
          {t('orders.add.next')}
        </Button>
      </Group>
    </Stack>
  );
}

/** What a section of the step edits: the details, a patch setter and the field messages. */
interface SectionProps {
  value: OrderDetailsValues;
  set: (patch: Partial<OrderDetailsValues>) => void;
  errors: Record<string, string>;
}

const quantity = (v: string | number) => (v === '' ? '' : Math.max(0, Math.trunc(Number(v)) || 0));

/** Quantities (SIP Trunking numbers and/or channels in fives, others numbers), reference and remarks. */
function QuantitiesSection({ sip, value, set, errors }: SectionProps & { sip: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('orders.fields.number_quantity')}
          description={sip ? t('orders.add.sipQuantityHint') : undefined}
          min={0}
          max={ORDER_QUANTITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={value.number_quantity}
          onChange={(v) => set({ number_quantity: quantity(v) })}
          error={errors.number_quantity}
          withAsterisk={!sip}
        />
        {sip && (
          <NumberInput
            label={t('orders.fields.channel_quantity')}
            description={t('orders.add.channelHint', { step: CHANNEL_STEP })}
            min={0}
            max={ORDER_QUANTITY_MAX}
            step={CHANNEL_STEP}
            allowDecimal={false}
            allowNegative={false}
            value={value.channel_quantity}
            onChange={(v) => set({ channel_quantity: quantity(v) })}
            error={errors.channel_quantity}
          />
        )}
        <TextInput
          label={t('orders.fields.reference')}
          withAsterisk
          value={value.reference}
          onChange={(e) => set({ reference: e.currentTarget.value })}
          error={errors.reference}
          maxLength={200}
        />
      </SimpleGrid>
      <Textarea
        label={t('orders.fields.additional_remarks')}
        description={t('orders.add.wordsHint')}
        rows={3}
        value={value.additional_remarks}
        onChange={(e) => set({ additional_remarks: e.currentTarget.value })}
        error={errors.additional_remarks}
      />
    </>
  );
}

/** A format in the choice: its code and meaning, then what it asks for with an example. */
function FormatOption({ option }: { option: ComboboxItem }) {
  const { description } = option as ComboboxItem & { description?: string };
  return (
    <Stack gap={0}>
      <Text size="sm">{option.label}</Text>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}

/** The translation number: its format, a prefix for the prefix formats, a numbers list for the list formats. */
function TranslationSection({ value, set, errors }: SectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        {t('orders.add.translation')}
      </Title>
      <Switch
        label={t('orders.fields.translation_number_required')}
        checked={value.translation_number_required}
        onChange={(e) => set({ translation_number_required: e.currentTarget.checked })}
      />
      {value.translation_number_required && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('orders.fields.translation_number_format')}
            // each code with its meaning; the chosen one's explanation and example under the field
            data={translationFormatOptions(t)}
            description={translationFormatHint(t, value.translation_number_format)}
            renderOption={({ option }) => <FormatOption option={option} />}
            allowDeselect={false}
            value={value.translation_number_format}
            onChange={(f) => {
              const format = f ?? 'e.164';
              // the prefix belongs to the prefix formats, the numbers list to the list formats
              set({
                translation_number_format: format,
                translation_number_prefix: isPrefixFormat(format) ? value.translation_number_prefix : '',
                translation_number_to: isListFormat(format) ? value.translation_number_to : '',
              });
            }}
            error={errors.translation_number_format}
          />
          {isPrefixFormat(value.translation_number_format) && (
            <TextInput
              label={t('orders.fields.translation_number_prefix')}
              value={value.translation_number_prefix}
              onChange={(e) => set({ translation_number_prefix: e.currentTarget.value })}
              error={errors.translation_number_prefix}
              maxLength={16}
            />
          )}
        </SimpleGrid>
      )}
      {value.translation_number_required && isListFormat(value.translation_number_format) && (
        <Textarea
          label={t('orders.fields.translation_number_to')}
          description={t('orders.add.numbersHint')}
          rows={4}
          value={value.translation_number_to}
          onChange={(e) => set({ translation_number_to: e.currentTarget.value })}
          error={errors.translation_number_to}
        />
      )}
    </>
  );
}

/** Porting (products that allow it): the numbers to port. */
function PortingSection({ value, set, errors }: SectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        {t('orders.add.porting')}
      </Title>
      <Switch label={t('orders.fields.porting')} checked={value.porting} onChange={(e) => set({ porting: e.currentTarget.checked })} />
      {value.porting && (
        <Textarea
          label={t('orders.fields.porting_number_to')}
          description={t('orders.add.numbersHint')}
          rows={4}
          value={value.porting_number_to}
          onChange={(e) => set({ porting_number_to: e.currentTarget.value })}
          error={errors.porting_number_to}
        />
      )}
    </>
  );
}

/** Custom charges of pricing staff: the currency and the product's charges. */
function CustomPricingSection({ product, value, set, errors }: SectionProps & { product: ProductView }) {
  const { t } = useTranslation();
  const setCharge = (f: ChargeField | 'currency', v: string) => set({ custom_tariff: { ...value.custom_tariff, [f]: v } });
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        {t('orders.add.customPricing')}
      </Title>
      <Switch
        label={t('orders.add.customPricingSwitch')}
        checked={value.custom_pricing}
        onChange={(e) => set({ custom_pricing: e.currentTarget.checked })}
      />
      {value.custom_pricing && (
        <>
          <Text size="sm" c="dimmed">
            {t('orders.add.customPricingHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('orders.fields.currency')}
              data={[...CURRENCY_CODES]}
              allowDeselect={false}
              value={value.custom_tariff.currency}
              onChange={(c) => setCharge('currency', c ?? 'USD')}
            />
            {chargesFor(product.service_type, !!product.outbound_calling_enabled).map((f) => (
              <TextInput
                key={f}
                label={t(`coverage.charges.fields.${f}`)}
                inputMode="decimal"
                value={value.custom_tariff[f]}
                onChange={(e) => setCharge(f, e.currentTarget.value)}
                error={errors[`custom_tariff.${f}`]}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </>
  );
}
