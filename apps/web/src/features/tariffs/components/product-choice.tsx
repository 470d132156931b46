import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Select, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { productLabel, type ProductListRow, ReferenceJurisdictionSelect, useProduct, useProductOptions } from '../../products';
import { tariffEditPath } from '../lib/paths';

interface ProductChoiceProps {
  value: string | null;
  error?: React.ReactNode;
  onChange: (id: string | null, product: ProductListRow | null) => void;
}

/**
 * The product a new standard tariff prices: a searchable choice among products without a tariff (up to 100,
 * narrowed by jurisdiction); a product given in the address (?product=id) is chosen from the start.
 */
export function ProductChoice({ value, error, onChange }: ProductChoiceProps) {
  const { t } = useTranslation();
  const [jurisdiction, setJurisdiction] = useState<string | null>(null);
  const options = useProductOptions(jurisdiction);
  const [initialId] = useState(() => (value ? Number(value) : null));
  const preselected = useProduct(initialId);
  const [known, setKnown] = useState(new Map<string, ProductListRow>());

  const rows = useMemo(() => {
    const list = (options.data?.data ?? []).filter((p) => !p.tariff);
    const pre = preselected.data;
    if (pre && !pre.tariff && !list.some((p) => p.id === pre.id)) list.unshift(pre);
    return list;
  }, [options.data, preselected.data]);

  useEffect(() => {
    setKnown((prev) => {
      const next = new Map(prev);
      for (const p of rows) next.set(String(p.id), p);
      return next;
    });
  }, [rows]);

  // the preselected product's details arrive after the first render: report them when they do
  const pre = preselected.data;
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    if (pre && !pre.tariff && value === String(pre.id)) report.current(value, pre);
  }, [pre, value]);

  const data = useMemo(() => {
    const list = rows.map((p) => ({ value: String(p.id), label: `${productLabel(p)}${p.vendor ? ` (${p.vendor})` : ''}` }));
    if (value && !list.some((o) => o.value === value)) {
      const k = known.get(value);
      list.unshift({ value, label: k ? productLabel(k) : `#${value}` });
    }
    return list;
  }, [rows, value, known]);

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ReferenceJurisdictionSelect
          label={t('tariffs.fields.productJurisdiction')}
          placeholder={t('products.filters.any')}
          value={jurisdiction}
          onChange={(j) => setJurisdiction(j)}
        />
        <Select
          label={t('tariffs.fields.product')}
          required
          searchable
          clearable
          data={data}
          value={value}
          error={error}
          nothingFoundMessage={options.isFetching ? t('common.loading') : t('tariffs.fields.noProduct')}
          autoComplete="off"
          onChange={(id) => onChange(id, id ? (known.get(id) ?? rows.find((p) => String(p.id) === id) ?? null) : null)}
        />
      </SimpleGrid>
      {pre?.tariff && (
        <Alert color="yellow">
          {t('tariffs.add.hasTariff', { name: productLabel(pre) })}{' '}
          <Anchor component={Link} to={tariffEditPath(pre.tariff.id)}>
            {t('tariffs.add.editInstead')}
          </Anchor>
        </Alert>
      )}
    </>
  );
}
