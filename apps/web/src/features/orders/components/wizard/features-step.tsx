import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProductDetails, type ProductView } from '../../../coverage';

/** Step 3, product features: the chosen product, back to the list or add it to the order. */
export function FeaturesStep({ product, onBack, onAdd }: { product: ProductView; onBack: () => void; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <ProductDetails product={product} showCharges />
      <Group justify="space-between">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {t('orders.add.backToList')}
        </Button>
        <Button leftSection={<IconShoppingCartPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('orders.add.addToOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
