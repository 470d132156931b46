import { useRef } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type ProductInput, productSchema } from '@gsn/domain';
import { DraftNotice } from '../../../components/draft-notice';
import { focusFirstInvalid } from '../../../lib/focus';
import { type DraftControl, useFormDraft } from '../../../lib/form-draft';
import { useJurisdictions } from '../../../lib/jurisdictions';
import { type ProductValues, productPayload, validateProduct } from '../lib/product-values';
import { FeaturesSection, ProductSection, productFields, RequirementsSection } from './product-form-sections';

export type ProductForm = UseFormReturnType<ProductValues>;

interface ProductFormProps {
  initialValues: ProductValues;
  /** `draft.clear()` once the server saved the product: the kept unsaved changes (lib/form-draft.ts) go. */
  onSubmit: (payload: ProductInput, form: ProductForm, draft: DraftControl) => void;
  pending: boolean;
  submitLabel: string;
  /** Accessible name of the form. */
  label: string;
  backTo: string;
}

/**
 * The service number type form (spec 2 §3, §4, §5): product, features and requirements. Every change passes
 * through the domain's applyProductChange, so the §4 dependencies happen here exactly as the server
 * normalises a product, and the fields §5 hides are not shown.
 */
export function ProductFormView({ initialValues, onSubmit, pending, submitLabel, label, backTo }: ProductFormProps) {
  const { t } = useTranslation();
  const form = useForm<ProductValues>({ initialValues, validate: validateProduct });
  const draft = useFormDraft(form);
  const jurisdictions = useJurisdictions();
  const formRef = useRef<HTMLFormElement>(null);
  const f = productFields(form);
  const { values } = f;

  const submit = form.onSubmit(
    (v) => {
      const parsed = productSchema.safeParse(productPayload(v));
      if (parsed.success) onSubmit(parsed.data, form, draft);
    },
    () => focusFirstInvalid(formRef.current),
  );

  const country = jurisdictions.data?.find((j) => j.name === values.jurisdiction)?.country_code ?? values.jurisdiction;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label} data-product-form>
      <Stack>
        <DraftNotice draft={draft} />
        <ProductSection f={f} country={country} />
        <FeaturesSection f={f} />
        <RequirementsSection f={f} />

        <Group justify="flex-end">
          <Button variant="default" component={Link} to={backTo}>
            {t('customers.back')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
