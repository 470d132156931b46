import type { ReactNode } from 'react';
import { Badge, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CONCURRENT_DEPENDS_ON_CARRIER, chargesFor, hasCities, productFieldVisibility } from '@gsn/domain';
import { isLanguage } from '../../../lib/i18n';
import { localCountryName } from '../../reference';
import type { ProductView } from '../api/use-coverage-products';
import { dialCode, formatCharge, isBlank } from '../lib/product-format';
import { Requirements } from './product-requirements';

type T = TFunction;

/** A titled card of the detail screen; its heading names the region for assistive technology. */
function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

interface Row {
  key: string;
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a two-column table with row headers. */
function Fields({ rows, label }: { rows: Row[]; label: string }) {
  return (
    <Table variant="vertical" layout="fixed" withRowBorders aria-label={label}>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key} data-field={r.key}>
            <Table.Th scope="row" w="45%" fw={500}>
              {r.label}
            </Table.Th>
            <Table.Td>{r.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Spec 2 §9: yes/no labels, N/A for empty values, 999 channels depend on the local carrier. */
function valueHelpers(t: T) {
  const na = t('coverage.details.na');
  return {
    na,
    text: (v: string | null | undefined) => (isBlank(v) ? na : String(v)),
    yesNo: (v: boolean | null | undefined) =>
      v === null || v === undefined ? na : v ? t('coverage.details.yes') : t('coverage.details.no'),
    count: (v: number | null | undefined) => (v === null || v === undefined ? na : String(v)),
    channels: (v: number | null | undefined) =>
      v === null || v === undefined
        ? na
        : v === CONCURRENT_DEPENDS_ON_CARRIER
          ? t('coverage.details.dependsOnCarrier', { n: v })
          : String(v),
  };
}

function Summary({ product, t }: { product: ProductView; t: T }) {
  const v = valueHelpers(t);
  const show = productFieldVisibility(product);
  const cities = product.cities ?? [];
  const rows: Row[] = [
    { key: 'service_type', label: t('coverage.details.serviceType'), value: product.service_type },
    {
      key: 'jurisdiction',
      label: t('coverage.details.jurisdiction'),
      value: dialCode(product.jurisdiction_dial_code)
        ? `${localCountryName(product.jurisdiction)} (${dialCode(product.jurisdiction_dial_code)})`
        : localCountryName(product.jurisdiction),
    },
  ];
  if (show.number_type) rows.push({ key: 'number_type', label: t('coverage.details.numberType'), value: v.text(product.number_type) });
  if (show.service_access_code) {
    rows.push({ key: 'service_access_code', label: t('coverage.details.serviceAccessCode'), value: v.text(product.service_access_code) });
  }
  if (show.outbound_calling_enabled) {
    rows.push({
      key: 'outbound_calling_enabled',
      label: t('coverage.details.outboundCalling'),
      value: v.yesNo(product.outbound_calling_enabled),
    });
    if (productFieldVisibility(product).outbound_call_display_format) {
      rows.push({
        key: 'outbound_call_display_format',
        label: t('coverage.details.outboundDisplayFormat'),
        value: v.text(product.outbound_call_display_format),
      });
    }
  }
  if (hasCities(product.service_type)) {
    rows.push({
      key: 'cities',
      label: t('coverage.details.cities'),
      value:
        cities.length === 0 ? (
          <Text size="sm" data-testid="all-cities-note">
            {t('coverage.details.allCities')}
          </Text>
        ) : (
          <List size="sm" spacing={2} aria-label={t('coverage.details.cities')}>
            {cities.map((c) => (
              <List.Item key={`${c.city}-${c.city_dial_code ?? ''}`}>
                {c.city}
                {c.city_dial_code ? ` (${c.city_dial_code})` : ''}
              </List.Item>
            ))}
          </List>
        ),
    });
  }
  return <Fields rows={rows} label={t('coverage.details.summary')} />;
}

function Features({ product, t }: { product: ProductView; t: T }) {
  const v = valueHelpers(t);
  const show = productFieldVisibility(product);
  const rows: Row[] = [
    { key: 'provisioning_lead_time', label: t('coverage.details.leadTime'), value: v.count(product.provisioning_lead_time) },
    { key: 'maximum_call_duration', label: t('coverage.details.maxCallDuration'), value: v.count(product.maximum_call_duration) },
    {
      key: 'concurrent_maximum_calls',
      label: t('coverage.details.concurrentMaximum'),
      value: v.channels(product.concurrent_maximum_calls),
    },
    {
      key: 'concurrent_call_expandable',
      label: t('coverage.details.concurrentExpandable'),
      value: v.yesNo(product.concurrent_call_expandable),
    },
  ];
  if (show.conc_df_callpernumber) {
    rows.push({
      key: 'conc_df_callpernumber',
      label: t('coverage.details.concurrentDefaultPerNumber'),
      value: v.channels(product.conc_df_callpernumber),
    });
  } else {
    rows.push({
      key: 'conc_max_callpnumber',
      label: t('coverage.details.concurrentMaxPerNumber'),
      value: v.channels(product.conc_max_callpnumber),
    });
  }
  rows.push(
    { key: 'calling_card_usage_permitted', label: t('coverage.details.callingCard'), value: v.yesNo(product.calling_card_usage_permitted) },
    { key: 'local_caller_cli_supported', label: t('coverage.details.localCli'), value: v.yesNo(product.local_caller_cli_supported) },
    { key: 't38_fax_supported', label: t('coverage.details.t38'), value: v.yesNo(product.t38_fax_supported) },
  );
  if (show.emergency_services) {
    rows.push({ key: 'emergency_services', label: t('coverage.details.emergency'), value: v.yesNo(product.emergency_services) });
  }
  rows.push(
    {
      key: 'international_accessible',
      label: t('coverage.details.internationalAccessible'),
      value: v.yesNo(product.international_accessible),
    },
    {
      key: 'accessibility',
      label: t('coverage.details.accessibility'),
      value:
        (product.accessibility ?? []).length === 0 ? (
          v.na
        ) : (
          <Group gap={4} role="list" aria-label={t('coverage.details.accessibility')}>
            {(product.accessibility ?? []).map((a) => (
              <Badge key={a} variant="light" role="listitem" tt="none">
                {t(`coverage.accessibility.${a}`, { defaultValue: a })}
              </Badge>
            ))}
          </Group>
        ),
    },
    { key: 'accessibility_remarks', label: t('coverage.details.accessibilityRemarks'), value: v.text(product.accessibility_remarks) },
    { key: 'additional_remarks', label: t('coverage.details.additionalRemarks'), value: v.text(product.additional_remarks) },
  );
  return <Fields rows={rows} label={t('coverage.details.features')} />;
}

/** Spec 2 §9 charges: only those of the product's service type, each formatted from its exact decimal string. */
function Charges({ product, t, language }: { product: ProductView; t: T; language: string }) {
  const tariff = product.tariff;
  if (!tariff) return <Text size="sm">{t('coverage.charges.none')}</Text>;
  const lang = isLanguage(language) ? language : undefined;
  const na = t('coverage.details.na');
  const fields = chargesFor(product.service_type, !!product.outbound_calling_enabled);
  return (
    <Stack gap="xs">
      <Table withTableBorder layout="fixed" aria-label={t('coverage.charges.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('coverage.charges.charge')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('coverage.charges.amount', { currency: tariff.currency })}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((f) => (
            <Table.Tr key={f} data-charge={f}>
              <Table.Th scope="row" fw={500}>
                {t(`coverage.charges.fields.${f}`)}
              </Table.Th>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCharge(tariff[f], tariff.currency, lang) ?? na}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {tariff.billing_incremental ? (
        <Text size="sm" c="dimmed">
          {t('coverage.charges.billingIncrement', { increment: tariff.billing_incremental })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Provider internals (staff only): present only when the API sent them. */
function hasProviderFields(p: ProductView): boolean {
  return p.vendor !== undefined || p.vendor_option !== undefined || p.vendor_plan !== undefined;
}

function Provider({ product, t }: { product: ProductView; t: T }) {
  const v = valueHelpers(t);
  const rows: Row[] = [
    { key: 'vendor', label: t('coverage.provider.vendor'), value: v.text(product.vendor) },
    { key: 'vendor_plan', label: t('coverage.provider.plan'), value: v.text(product.vendor_plan) },
    { key: 'vendor_option', label: t('coverage.provider.option'), value: v.text(product.vendor_option) },
  ];
  if (product.expired !== undefined) {
    rows.push({
      key: 'expired',
      label: t('coverage.provider.expired'),
      value: (
        <Badge color={product.expired ? 'red' : 'green'} variant="light" tt="none">
          {v.yesNo(product.expired)}
        </Badge>
      ),
    });
  }
  return <Fields rows={rows} label={t('coverage.provider.title')} />;
}

interface ProductDetailsProps {
  product: ProductView;
  /** Customers and staff see the charges; visitors never do. */
  showCharges: boolean;
}

/** The read-only product (service number type) in sections: summary, features, requirements, charges, provider. */
export function ProductDetails({ product, showCharges }: ProductDetailsProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <Section title={t('coverage.details.summary')} testId="product-summary">
            <Summary product={product} t={t} />
          </Section>
          <Section title={t('coverage.requirements.title')} testId="product-requirements">
            <Requirements product={product} t={t} />
          </Section>
        </Stack>
        <Stack gap="md">
          <Section title={t('coverage.details.features')} testId="product-features">
            <Features product={product} t={t} />
          </Section>
          {showCharges ? (
            <Section title={t('coverage.charges.title')} testId="product-charges">
              <Charges product={product} t={t} language={i18n.language} />
            </Section>
          ) : null}
          {hasProviderFields(product) ? (
            <Section title={t('coverage.provider.title')} testId="product-provider">
              <Provider product={product} t={t} />
            </Section>
          ) : null}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
