import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PricingUpdateInput, TariffCreateInput } from '@gsn/domain';
import { PageLoader } from '../../../components/page-loader';
import { notifySuccess } from '../../../lib/notify';
import { type TariffRow, useCreateTariff, useTariff, useUpdateTariff } from '../api/use-tariffs';
import { type TariffForm, TariffFormView } from '../components/tariff-form';
import { showTariffError, tariffFieldErrors, tariffMessage } from '../lib/messages';
import { TARIFFS_PATH } from '../lib/paths';
import { emptyTariffValues, TARIFF_FORM_FIELDS, tariffToValues } from '../lib/tariff-values';

function onSaveError(e: unknown, form: TariffForm) {
  showTariffError(e, TARIFF_FORM_FIELDS);
  form.setErrors(tariffFieldErrors(e, TARIFF_FORM_FIELDS));
}

/** /portal/management/tariff/add[?product={id}]: a standard tariff for a product that has none. */
export function TariffAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pre = Number(params.get('product'));
  const create = useCreateTariff();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('tariffs.add.title')}
      </Title>
      <TariffFormView
        label={t('tariffs.add.title')}
        initialValues={emptyTariffValues(Number.isInteger(pre) && pre > 0 ? pre : null)}
        pending={create.isPending}
        submitLabel={t('tariffs.add.submit')}
        backTo={TARIFFS_PATH}
        onSubmit={(payload, form, draft) =>
          create.mutate(payload as TariffCreateInput, {
            onSuccess: (res) => {
              draft.clear();
              notifySuccess(tariffMessage(res?.message, 'tariffs.messages.added'));
              void navigate(TARIFFS_PATH);
            },
            onError: (e) => onSaveError(e, form),
          })
        }
      />
    </Stack>
  );
}

/** /portal/management/tariff/edit/{id}: the charges and terms of a tariff (PUT /pricing/{id}). */
export function TariffEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const tariffId = Number(id);
  const valid = Number.isInteger(tariffId) && tariffId > 0;
  const tariff = useTariff(valid ? tariffId : null);
  if (!valid) return <Navigate to="/portal/404" replace />;
  if (tariff.isPending) return <PageLoader />;
  if (!tariff.data) {
    return (
      <Stack>
        <Alert color="red">{t('tariffs.edit.notFound')}</Alert>
        <Group>
          <Button variant="default" component={Link} to={TARIFFS_PATH}>
            {t('customers.back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <TariffEdit tariff={tariff.data} />;
}

function TariffEdit({ tariff }: { tariff: TariffRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateTariff(tariff.id);
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('tariffs.edit.title')}
      </Title>
      <TariffFormView
        label={t('tariffs.edit.title')}
        initialValues={tariffToValues(tariff)}
        product={tariff}
        pending={update.isPending}
        submitLabel={t('tariffs.edit.submit')}
        backTo={TARIFFS_PATH}
        onSubmit={(payload, form, draft) =>
          update.mutate(payload as PricingUpdateInput, {
            onSuccess: (res) => {
              draft.clear();
              notifySuccess(tariffMessage(res?.message, 'tariffs.messages.updated'));
              void navigate(TARIFFS_PATH);
            },
            onError: (e) => onSaveError(e, form),
          })
        }
      />
    </Stack>
  );
}
