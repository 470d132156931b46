import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Answer, messageAnswer, ProductInput } from '@gsn/domain';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import type { DraftControl } from '../../../lib/form-draft';
import { focusFirstInvalid } from '../../../lib/focus';
import { type ProductListRow, useCreateProduct, useProduct, useUpdateProduct } from '../api/use-products';
import { type ProductForm, ProductFormView } from '../components/product-form';
import { productFieldErrors, productMessage, showProductError } from '../lib/messages';
import { PRODUCTS_PATH } from '../lib/paths';
import { useListReturn } from '../../../lib/list-return';
import { emptyProductValues, isProductFormField, productToValues } from '../lib/product-values';

/** Server per-field errors on the form (the rest as toasts), then the focus on the first invalid field. */
function showServerErrors(e: unknown, form: ProductForm) {
  const fields = e instanceof ApiError ? e.errors.map((x) => x.field).filter(isProductFormField) : [];
  showProductError(e, fields);
  const errors = productFieldErrors(e, fields);
  if (Object.keys(errors).length) {
    form.setErrors(errors);
    focusFirstInvalid(document.querySelector<HTMLElement>('form[data-product-form]'));
  }
}

function useSave(
  mutate: (
    input: ProductInput,
    opts: { onSuccess: (res: Answer<typeof messageAnswer> | null) => void; onError: (e: Error) => void },
  ) => void,
  fallbackKey: string,
) {
  const navigate = useNavigate();
  const list = useListReturn(PRODUCTS_PATH);
  return (payload: ProductInput, form: ProductForm, draft: DraftControl) =>
    mutate(payload, {
      onSuccess: (res) => {
        draft.clear();
        notifySuccess(productMessage(res?.message, fallbackKey));
        void navigate(list);
      },
      onError: (e) => showServerErrors(e, form),
    });
}

/** /portal/management/service_number_types/add: the product form, empty. */
export function ProductAddPage() {
  const { t } = useTranslation();
  const create = useCreateProduct();
  const save = useSave(create.mutate, 'products.messages.added');
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('products.add.title')}
      </Title>
      <ProductFormView
        label={t('products.add.title')}
        initialValues={emptyProductValues()}
        pending={create.isPending}
        submitLabel={t('products.add.submit')}
        backTo={PRODUCTS_PATH}
        onSubmit={save}
      />
    </Stack>
  );
}

/** /portal/management/service_number_types/edit/{id}: loads the product by id into the same form. */
export function ProductEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const productId = Number(id);
  const valid = Number.isInteger(productId) && productId > 0;
  const product = useProduct(valid ? productId : null);

  if (!valid) return <Navigate to="/portal/404" replace />;
  if (product.isPending) return <PageLoader />;
  if (!product.data) {
    return (
      <Stack>
        <Alert color="red">{t('products.edit.notFound')}</Alert>
        <Group>
          <Button variant="default" component={Link} to={PRODUCTS_PATH}>
            {t('customers.back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <ProductEdit product={product.data} />;
}

function ProductEdit({ product }: { product: ProductListRow }) {
  const { t } = useTranslation();
  const update = useUpdateProduct(product.id);
  const save = useSave(update.mutate, 'products.messages.updated');
  const list = useListReturn(PRODUCTS_PATH);
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('products.edit.title')}
      </Title>
      <ProductFormView
        label={t('products.edit.title')}
        initialValues={productToValues(product)}
        pending={update.isPending}
        submitLabel={t('products.edit.submit')}
        backTo={list}
        onSubmit={save}
      />
    </Stack>
  );
}
