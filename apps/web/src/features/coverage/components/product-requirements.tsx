import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ProductView } from '../api/use-coverage-products';
import { isBlank, templateHref } from '../lib/product-format';

type T = TFunction;

interface Requirement {
  key: string;
  label: string;
  detail?: string | null;
  link?: { href: string; label: string } | null;
}

function TemplateLink({ href, label }: { href: string; label: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {label}
    </Anchor>
  );
}

function RequirementList({ items, label }: { items: Requirement[]; label: string }) {
  return (
    <List size="sm" spacing={6} aria-label={label}>
      {items.map((r) => (
        <List.Item key={r.key} data-requirement={r.key}>
          <Text size="sm" span>
            {r.label}
          </Text>
          {r.detail ? (
            <Text size="xs" c="dimmed">
              {r.detail}
            </Text>
          ) : null}
          {r.link ? (
            <div>
              <TemplateLink href={r.link.href} label={r.link.label} />
            </div>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}

/** What an order for this product will need (spec 2 §3 requirement flags), with the templates to fill in. */
export function Requirements({ product, t }: { product: ProductView; t: T }) {
  const p = product;
  const template = (link: string | null | undefined) => {
    const href = templateHref(link);
    return href ? { href, label: t('coverage.requirements.downloadTemplate') } : null;
  };
  const accepted = (docs: string | null | undefined) => (isBlank(docs) ? null : t('coverage.requirements.acceptedDocuments', { docs }));
  const order: Requirement[] = [];
  const add = (flag: boolean | null | undefined, r: Requirement) => {
    if (flag) order.push(r);
  };
  add(p.usage_forecast_req, { key: 'usage_forecast_req', label: t('coverage.requirements.usageForecast') });
  add(p.purpose_application_req, { key: 'purpose_application_req', label: t('coverage.requirements.purposeApplication') });
  add(p.itu_assignment_notification_req, { key: 'itu_assignment_notification_req', label: t('coverage.requirements.ituAssignment') });
  add(p.business_nature_req, { key: 'business_nature_req', label: t('coverage.requirements.businessNature') });
  add(p.business_registration_req, { key: 'business_registration_req', label: t('coverage.requirements.businessRegistration') });
  add(p.business_registration_req && p.business_registration_doc_req, {
    key: 'business_registration_doc_req',
    label: t('coverage.requirements.businessRegistrationDoc'),
    detail: accepted(p.buss_reg_doctypes_req),
  });
  add(p.end_user_name_req, { key: 'end_user_name_req', label: t('coverage.requirements.endUserName') });
  add(p.end_user_contact_req, { key: 'end_user_contact_req', label: t('coverage.requirements.endUserContact') });
  add(p.end_user_address_req, {
    key: 'end_user_address_req',
    label: t('coverage.requirements.endUserAddress'),
    detail: p.end_user_address_type
      ? t(`coverage.requirements.addressType.${p.end_user_address_type}`, { defaultValue: p.end_user_address_type })
      : null,
  });
  add(p.end_user_address_req && p.end_user_address_proof_req, {
    key: 'end_user_address_proof_req',
    label: t('coverage.requirements.endUserAddressProof'),
    detail: accepted(p.end_user_address_proof_required),
  });
  add(p.declaration_letter_req, {
    key: 'declaration_letter_req',
    label: t('coverage.requirements.declarationLetter'),
    link: template(p.declaration_letter_link),
  });
  add(p.authorised_person_passport_id_req, { key: 'authorised_person_passport_id_req', label: t('coverage.requirements.passportId') });
  add(p.authpers_passportholding_req, { key: 'authpers_passportholding_req', label: t('coverage.requirements.passportHolding') });

  const porting: Requirement[] = [];
  if (p.portability) {
    const addP = (flag: boolean | null | undefined, r: Requirement) => {
      if (flag) porting.push(r);
    };
    addP(p.prt_consentletter_req, {
      key: 'prt_consentletter_req',
      label: t('coverage.requirements.consentLetter'),
      link: template(p.prt_consentletter_link),
    });
    addP(p.prt_hstcarriers_req, { key: 'prt_hstcarriers_req', label: t('coverage.requirements.hostingCarriers') });
    addP(p.portability_forms, {
      key: 'portability_forms',
      label: t('coverage.requirements.portingForms'),
      link: template(p.portability_forms_link),
    });
    addP(p.portability_latest_invoices_req, { key: 'portability_latest_invoices_req', label: t('coverage.requirements.latestInvoices') });
  }
  const options = (p.portability_options ?? []).map((o) =>
    t(`coverage.portabilityOptions.${o.replace(/[^a-z]+/gi, '_')}`, { defaultValue: o }),
  );

  return (
    <Stack gap="sm">
      <Text size="sm">{order.length ? t('coverage.requirements.intro') : t('coverage.requirements.none')}</Text>
      {order.length > 0 && <RequirementList items={order} label={t('coverage.requirements.title')} />}
      <Title order={3} size="h5" mt="xs">
        {t('coverage.requirements.porting')}
      </Title>
      {p.portability ? (
        <>
          <Text size="sm" data-testid="porting-options">
            {t('coverage.requirements.portingAvailable', { options: options.join(', ') })}
          </Text>
          {porting.length > 0 && <RequirementList items={porting} label={t('coverage.requirements.porting')} />}
        </>
      ) : (
        <Text size="sm">{t('coverage.requirements.portingUnavailable')}</Text>
      )}
    </Stack>
  );
}
