import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { vendorSchema } from '@gsn/domain';
import { PageLoader } from '../../../components/page-loader';
import { notifySuccess } from '../../../lib/notify';
import { CompanyFormView } from '../../../components/company-form/company-form';
import { emptyCompanyValues } from '../../../components/company-form/company-values';
import { companyValidator } from '../../../components/company-form/validation';
import { useCreateVendor, useUpdateVendor, useVendor, type VendorRow } from '../api/use-vendors';
import { showVendorError, vendorFieldErrors, vendorMessage } from '../lib/messages';
import { VENDOR_FORM_FIELDS, type VendorValues, vendorPayload, vendorToValues } from '../lib/vendor-values';
import { VENDORS_PATH } from './paths';

/** Client checks: the vendor schema, with the spec's company messages word for word (translated). */
const validate = companyValidator<VendorValues>(vendorSchema, vendorPayload);

/** /portal/management/vendor/add: the company form without a master account (spec 2 §3 Vendor). */
export function VendorAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateVendor();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('vendors.add.title')}
      </Title>
      <CompanyFormView
        label={t('vendors.add.title')}
        initialValues={emptyCompanyValues()}
        validate={validate}
        staff
        pending={create.isPending}
        submitLabel={t('vendors.add.submit')}
        backTo={VENDORS_PATH}
        onSubmit={(values, form, draft) =>
          create.mutate(vendorPayload(values), {
            onSuccess: (res) => {
              draft.clear();
              notifySuccess(vendorMessage(res?.message, 'vendors.messages.added'));
              void navigate(VENDORS_PATH);
            },
            onError: (e) => {
              // per-field server messages (e.g. a duplicate name) on the form, the rest as a toast
              showVendorError(e, VENDOR_FORM_FIELDS);
              form.setErrors(vendorFieldErrors(e, VENDOR_FORM_FIELDS));
            },
          })
        }
      />
    </Stack>
  );
}

/** /portal/management/vendor/edit/{id}: loads the vendor by id into the same form. */
export function VendorEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const vendorId = Number(id);
  const valid = Number.isInteger(vendorId) && vendorId > 0;
  const vendor = useVendor(valid ? vendorId : null);

  if (!valid) return <Navigate to="/portal/404" replace />;
  if (vendor.isPending) return <PageLoader />;
  if (!vendor.data) {
    return (
      <Stack>
        <Alert color="red">{t('vendors.edit.notFound')}</Alert>
        <Group>
          <Button variant="default" component={Link} to={VENDORS_PATH}>
            {t('customers.back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <VendorEdit vendor={vendor.data} />;
}

function VendorEdit({ vendor }: { vendor: VendorRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateVendor(vendor.id);
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('vendors.edit.title')}
      </Title>
      <CompanyFormView
        label={t('vendors.edit.title')}
        initialValues={vendorToValues(vendor)}
        validate={validate}
        staff
        pending={update.isPending}
        submitLabel={t('vendors.edit.submit')}
        backTo={VENDORS_PATH}
        onSubmit={(values, form, draft) =>
          update.mutate(vendorPayload(values), {
            onSuccess: (res) => {
              draft.clear();
              notifySuccess(vendorMessage(res?.message, 'vendors.messages.updated'));
              void navigate(VENDORS_PATH);
            },
            onError: (e) => {
              showVendorError(e, VENDOR_FORM_FIELDS);
              form.setErrors(vendorFieldErrors(e, VENDOR_FORM_FIELDS));
            },
          })
        }
      />
    </Stack>
  );
}
