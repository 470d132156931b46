import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES, isStaff } from '@gsn/domain';
import { IconShoppingCart } from '@tabler/icons-react';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { useProduct } from '../api/use-coverage-products';
import { ProductDetails } from '../components/product-details';
import { ProductNotFound } from '../components/product-not-found';
import { ProductTitle } from '../components/product-title';
import { backPath, fromState } from './paths';
import { useViewer } from '../../../lib/viewer';
import { ORDER_ADD_PATH, type OrderThisProduct } from '../../orders';

/**
 * /portal/management/service_number_coverage/show/{id} (staff and customers with read on 210): the product in
 * sections; Back goes to the staff product list for staff and to the coverage list for customers.
 */
export function CoverageShowPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const location = useLocation();
  const { id } = useParams();
  const productId = Number(id);
  const product = useProduct(Number.isInteger(productId) && productId > 0 ? productId : null);
  const type = viewer.accountType;
  const back = backPath(type, fromState(location.state));
  const missing = !Number.isInteger(productId) || productId <= 0 || (product.error instanceof ApiError && product.error.status === 404);

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        {product.data ? <ProductTitle product={product.data} /> : <span />}
        <Group>
          {product.data && !product.data.expired && viewer.can(FUNCTIONALITIES.order, 'write') && (
            <Button
              component={Link}
              to={ORDER_ADD_PATH}
              state={{ orderProduct: product.data } satisfies OrderThisProduct}
              leftSection={<IconShoppingCart size={16} aria-hidden />}
            >
              {t('coverage.show.order')}
            </Button>
          )}
          <Button component={Link} to={back} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {isStaff(type) ? t('coverage.show.backToTypes') : t('coverage.show.backToCoverage')}
          </Button>
        </Group>
      </Group>
      {missing ? (
        <ProductNotFound />
      ) : product.data ? (
        <ProductDetails product={product.data} showCharges={product.data.tariff !== undefined || !isStaff(type)} />
      ) : product.isPending ? (
        <PageLoader />
      ) : null}
    </Stack>
  );
}
