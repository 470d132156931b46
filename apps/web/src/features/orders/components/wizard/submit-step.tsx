import { useState } from 'react';
import { Button, Checkbox, Group, List, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chargesFor } from '@gsn/domain';
import type { ProductView } from '../../../coverage';
import type { Charges } from '../../lib/charges';
import { holdClock } from '../../lib/hold-time';
import { translationFormatLabel } from '../../lib/translation-formats';
import type { HeldNumber } from '../../../inventory';
import type { OrderDetailsValues, OrderSearch } from '../../lib/wizard-state';
import { OrderCharges } from '../order-charges';
import { FieldRows, type FieldRow, OrderSection } from '../order-section';

interface SubmitStepProps {
  search: OrderSearch;
  product: ProductView;
  details: OrderDetailsValues;
  /** The numbers the customer chose and holds for the order (none: staff pick them). */
  numbers?: HeldNumber[];
  /** The custom charges apply (pricing staff switched them on). */
  customPricing: boolean;
  terms: boolean;
  onTerms: (accepted: boolean) => void;
  /** Asked when Submit is pressed; false keeps the dialog closed (e.g. terms not accepted). */
  canSubmit: () => boolean;
  onConfirm: () => void;
  submitting: boolean;
  onBack: () => void;
}

const num = (v: number | '') => (v === '' ? 0 : v);

/** Spec 2 §9 terms and conditions (the items shown above the acceptance checkbox). */
export const TERMS_KEYS = ['minimumChannels', 'additions', 'ratio', 'contract', 'renewal', 'usage'] as const;
const CHANNEL_TERMS: readonly string[] = ['minimumChannels', 'additions', 'ratio'];

/** The terms of an order of this service type: the channel terms belong to SIP Trunking only. */
export const termsKeysFor = (serviceType: string) =>
  serviceType === 'SIP Trunking' ? [...TERMS_KEYS] : TERMS_KEYS.filter((k) => !CHANNEL_TERMS.includes(k));

/** Step 5, submit order: the summary, the charges, the terms, the acceptance checkbox and a confirmation. */
export function SubmitStep(props: SubmitStepProps) {
  const { search, product, details, numbers = [], customPricing, terms, onTerms, canSubmit, onConfirm, submitting, onBack } = props;
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const sip = product.service_type === 'SIP Trunking';
  const na = t('coverage.details.na');
  const yesNo = (v: boolean) => (v ? t('coverage.details.yes') : t('coverage.details.no'));
  const f = (key: string, value: FieldRow['value']): FieldRow => ({ key, label: t(`orders.fields.${key}`), value });
  const rows: FieldRow[] = [
    ...(search.customer_name ? [f('customer', search.customer_name)] : []),
    f('service_type', product.service_type),
    f('jurisdiction', product.jurisdiction),
    ...(search.city ? [f('city', search.city)] : []),
    f('number_quantity', num(details.number_quantity)),
    ...(numbers.length
      ? [
          {
            key: 'reserved_numbers',
            label: t('orders.wizard.chooseNumbers.chosen'),
            value: <ChosenNumbers numbers={numbers} />,
          },
        ]
      : []),
    ...(sip ? [f('channel_quantity', num(details.channel_quantity))] : []),
    f('reference', details.reference),
    f('additional_remarks', details.additional_remarks.trim() || na),
    f('translation_number_required', yesNo(details.translation_number_required)),
    ...(details.translation_number_required
      ? [f('translation_number_format', translationFormatLabel(t, details.translation_number_format))]
      : []),
    ...(details.translation_number_required && details.translation_number_prefix
      ? [f('translation_number_prefix', details.translation_number_prefix)]
      : []),
    ...(details.translation_number_required && details.translation_number_to
      ? [f('translation_number_to', details.translation_number_to)]
      : []),
    ...(product.portability ? [f('porting', yesNo(details.porting))] : []),
    ...(product.portability && details.porting && details.porting_number_to ? [f('porting_number_to', details.porting_number_to)] : []),
  ];
  let tariff: Charges | null = product.tariff ?? null;
  if (customPricing) {
    const custom: Charges = { currency: details.custom_tariff.currency };
    for (const c of chargesFor(product.service_type, !!product.outbound_calling_enabled))
      custom[c] = details.custom_tariff[c].trim() || null;
    tariff = custom;
  }
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <OrderSection title={t('orders.add.summary')} testId="submit-summary">
          <FieldRows rows={rows} label={t('orders.add.summary')} />
        </OrderSection>
        <OrderSection title={t('orders.show.charges.title')} testId="submit-charges">
          <OrderCharges
            tariff={tariff}
            custom={customPricing}
            serviceType={product.service_type}
            numberQuantity={num(details.number_quantity)}
            channelQuantity={num(details.channel_quantity)}
            outboundCalling={!!product.outbound_calling_enabled}
          />
        </OrderSection>
      </SimpleGrid>
      <OrderSection title={t('orders.add.terms.title')} testId="submit-terms">
        <List size="sm" spacing="xs">
          {termsKeysFor(product.service_type).map((k) => (
            <List.Item key={k}>{t(`orders.add.terms.${k}`)}</List.Item>
          ))}
        </List>
        <Checkbox mt="md" label={t('orders.add.terms.accept')} checked={terms} onChange={(e) => onTerms(e.currentTarget.checked)} />
      </OrderSection>
      <Group justify="space-between">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} disabled={submitting}>
          {t('orders.add.back')}
        </Button>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() => {
            if (canSubmit()) setConfirming(true);
          }}
          loading={submitting}
        >
          {t('orders.add.submit')}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('orders.add.confirmTitle')} centered>
        <Text size="sm">{t('orders.add.confirmText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              onConfirm();
            }}
          >
            {t('orders.add.confirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** The chosen numbers on the summary: each number, and until when they are held. */
function ChosenNumbers({ numbers }: { numbers: HeldNumber[] }) {
  const { t } = useTranslation();
  const earliest = numbers.reduce((a, n) => (n.reserved_until < a ? n.reserved_until : a), numbers[0]?.reserved_until ?? '');
  const time = earliest ? holdClock(earliest) : '';
  return (
    <Stack gap={2}>
      <List size="sm" listStyleType="none" spacing={0}>
        {numbers.map((n) => (
          <List.Item key={n.id} ff="monospace">
            {n.service_number}
          </List.Item>
        ))}
      </List>
      {time && (
        <Text size="xs" c="dimmed">
          {t('orders.wizard.chooseNumbers.heldUntil', { time })}
        </Text>
      )}
    </Stack>
  );
}
