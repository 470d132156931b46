import { Badge, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '../../reference';
import type { ProductView } from '../api/use-coverage-products';

/** The detail screen's heading: service type and jurisdiction, with the number type and (staff) expiry. */
export function ProductTitle({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const country = useCountryName();
  return (
    <Group gap="sm" align="center">
      <Title order={1} size="h2">
        {`${product.service_type} — ${country(product.jurisdiction)}`}
      </Title>
      {product.number_type ? (
        <Badge variant="light" tt="none">
          {product.number_type}
        </Badge>
      ) : null}
      {product.expired ? (
        <Badge color="red" variant="filled" tt="none">
          {t('coverage.show.expired')}
        </Badge>
      ) : null}
    </Group>
  );
}
