import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAddressBook, IconArrowLeft, IconBuildingStore, IconLogin, IconShoppingCart, IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRegistered } from '@gsn/domain';
import { PageLoader } from '../../../components/page-loader';
import { BECOME_CUSTOMER_PATH } from '../../customer-requests';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import {
  coverageShowPath,
  fromState,
  ProductDetails,
  ProductNotFound,
  ProductTitle,
  useProduct,
  VISITOR_COVERAGE_PATH,
} from '../../coverage';

/** Prices and ordering are for customers: sign in or register; registered users contact us; portal users go there. */
function PricesCallToAction({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const type = session?.user.account_type_id;
  return (
    <Paper withBorder p="lg" radius="md" component="aside" aria-labelledby="prices-cta-title" bg="var(--mantine-color-blue-light)">
      <Title order={2} size="h4" id="prices-cta-title">
        {t('coverage.cta.title')}
      </Title>
      {type === undefined ? (
        <>
          <Text mt="xs">{t('coverage.cta.signIn')}</Text>
          <Group mt="md">
            <Button component={Link} to="/account/login" leftSection={<IconLogin size={16} aria-hidden />}>
              {t('nav.login')}
            </Button>
            <Button component={Link} to="/account/register" variant="default" leftSection={<IconUserPlus size={16} aria-hidden />}>
              {t('nav.register')}
            </Button>
          </Group>
        </>
      ) : isRegistered(type) ? (
        <>
          <Text mt="xs">{t('coverage.cta.registered')}</Text>
          <Group mt="md">
            <Button component={Link} to={BECOME_CUSTOMER_PATH} leftSection={<IconBuildingStore size={16} aria-hidden />}>
              {t('visitor.becomeCustomer.action')}
            </Button>
            <Button component={Link} to="/visitor/contacts" variant="default" leftSection={<IconAddressBook size={16} aria-hidden />}>
              {t('visitor.contactUs')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text mt="xs">{t('coverage.cta.portal')}</Text>
          <Group mt="md">
            <Button component={Link} to={coverageShowPath(productId)} leftSection={<IconShoppingCart size={16} aria-hidden />}>
              {t('coverage.cta.openPortal')}
            </Button>
          </Group>
        </>
      )}
    </Paper>
  );
}

/**
 * /visitor/service_number_coverage/{id} (spec 1 §2): the public product detail; a signed-in registered user also sees
 * its list prices (the standard tariff the API adds for it), a visitor none.
 */
export function ServiceCoverageDetailPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const { id } = useParams();
  const productId = Number(id);
  const valid = Number.isInteger(productId) && productId > 0;
  const product = useProduct(valid ? productId : null);
  const from = fromState(location.state);
  const back =
    typeof from === 'string' && (from === VISITOR_COVERAGE_PATH || from.startsWith(`${VISITOR_COVERAGE_PATH}?`))
      ? from
      : VISITOR_COVERAGE_PATH;
  const missing = !valid || (product.error instanceof ApiError && product.error.status === 404);

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        {product.data ? <ProductTitle product={product.data} /> : <span />}
        <Button component={Link} to={back} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('coverage.show.backToCoverage')}
        </Button>
      </Group>
      {missing ? (
        <ProductNotFound />
      ) : product.data ? (
        <>
          <PricesCallToAction productId={productId} />
          <ProductDetails product={product.data} showCharges={isRegistered(session?.user.account_type_id ?? 0)} />
        </>
      ) : product.isPending ? (
        <PageLoader />
      ) : null}
    </Stack>
  );
}
