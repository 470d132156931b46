import {
  type CurrencyCode,
  type InventoryNumberInput,
  type ProductFormInput,
  type ServiceType,
  inventoryNumberSchema,
  normalizeCharges,
  productSchema,
  tariffCreateSchema,
  toE164,
} from '@gsn/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { type CountryCode, Metadata, getCountryCallingCode, getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import type { Db } from '../connect.ts';
import {
  cities,
  customers,
  inventoryNumbers,
  jurisdictions,
  serviceNumberTypeCities,
  serviceNumberTypes,
  tariffs,
  vendors,
} from '../schema.ts';

/**
 * The demo catalogue (spec 2 §3, §9): products of every service type in jurisdictions of all six regions, their
 * standard tariffs and an inventory of valid E.164 numbers, some assigned to the demo customers. Deterministic
 * (a seeded generator, fixed dates) and idempotent: a product that exists is kept as it is, inventory numbers
 * that exist are skipped. Products and tariffs go through the API's schemas, so they are stored exactly as the
 * API would store them.
 */

type NumberType = 'Fixed' | 'Mobile' | 'Non-Geo';

interface DemoProduct {
  /** Vendor by provider_insight_company_code. */
  vendor: string;
  type: ServiceType;
  jurisdiction: string;
  option: string;
  plan?: string;
  numberType?: NumberType;
  /** City names exactly as in the `cities` table of the jurisdiction's country (dial codes come from there). */
  cities?: string[];
  /** National number prefixes of the inventory when it is not city-based (toll-free ranges, blocks). */
  prefixes?: string[];
  /** National significant number length of the inventory numbers (otherwise the country's usual length). */
  length?: number;
  /** Inventory numbers to generate. */
  numbers: number;
  /** Standard tariff currency; null: no tariff yet. */
  currency: CurrencyCode | null;
  /** Price level in percent of the service type's base price (in USD). */
  price?: number;
  billing?: string;
  /** Features and requirements beyond the service type's defaults. */
  with?: Partial<ProductFormInput>;
}

const ADDRESS_PROOF = 'Utility bill, bank statement or lease agreement not older than 3 months';
const COMPANY_REGISTRATION = 'Certificate of incorporation or trade register extract';
const PORT_ALL = ['between in country carriers', 'in-country carrier', 'international carrier'] as ProductFormInput['portability_options'];
const PORTING = {
  portability: true,
  prt_consentletter_req: true,
  prt_consentletter_link: 'https://docs.gsn.example/templates/porting-consent-letter.pdf',
  prt_hstcarriers_req: true,
} satisfies Partial<ProductFormInput>;
const LOCAL_ADDRESS = {
  end_user_address_req: true,
  end_user_address_type: 'local',
  end_user_address_proof_req: true,
  end_user_address_proof_required: ADDRESS_PROOF,
} satisfies Partial<ProductFormInput>;
const BUSINESS_REGISTRATION = {
  business_registration_req: true,
  business_registration_doc_req: true,
  buss_reg_doctypes_req: COMPANY_REGISTRATION,
} satisfies Partial<ProductFormInput>;

/** The defaults of each service type: accessibility, lead times, concurrency, the usual requirements. */
const DEFAULTS: Record<ServiceType, Partial<ProductFormInput>> = {
  ITFS: {
    accessibility: ['local_fixed', 'local_mobile', 'local_payphone'],
    provisioning_lead_time: 10,
    maximum_call_duration: 4,
    concurrent_maximum_calls: 999,
    conc_max_callpnumber: 30,
    usage_forecast_req: true,
    purpose_application_req: true,
    end_user_name_req: true,
  },
  UIFN: {
    service_access_code: '+800',
    accessibility: ['local_fixed', 'local_mobile'],
    accessibility_remarks: 'Reachable from the fixed and mobile networks of the jurisdiction; payphone access varies.',
    provisioning_lead_time: 45,
    maximum_call_duration: 4,
    concurrent_maximum_calls: 999,
    conc_max_callpnumber: 30,
    itu_assignment_notification_req: true,
    business_nature_req: true,
    usage_forecast_req: true,
    end_user_name_req: true,
    end_user_contact_req: true,
  },
  ITFN: {
    accessibility: ['local_fixed', 'local_mobile', 'mobile_roamers'],
    international_accessible: true,
    provisioning_lead_time: 15,
    maximum_call_duration: 4,
    concurrent_maximum_calls: 999,
    conc_max_callpnumber: 20,
    purpose_application_req: true,
    end_user_name_req: true,
  },
  DID: {
    number_type: 'Fixed',
    accessibility: ['local_fixed', 'local_mobile', 'local_payphone', 'from_overseas'],
    international_accessible: true,
    provisioning_lead_time: 5,
    maximum_call_duration: 8,
    concurrent_maximum_calls: 999,
    concurrent_call_expandable: true,
    conc_df_callpernumber: 2,
    local_caller_cli_supported: true,
    t38_fax_supported: true,
    end_user_name_req: true,
  },
  'SIP Trunking': {
    number_type: 'Fixed',
    outbound_calling_enabled: true,
    outbound_call_display_format: 'E.164',
    emergency_services: true,
    accessibility: ['local_fixed', 'local_mobile', 'local_payphone', 'from_overseas'],
    international_accessible: true,
    provisioning_lead_time: 15,
    maximum_call_duration: 12,
    concurrent_maximum_calls: 500,
    concurrent_call_expandable: true,
    conc_df_callpernumber: 10,
    local_caller_cli_supported: true,
    t38_fax_supported: true,
    end_user_name_req: true,
    end_user_contact_req: true,
    ...LOCAL_ADDRESS,
    additional_remarks: 'Emergency calls are routed to the PSAP of the registered end-user address.',
  },
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  // ---------- Europe ----------
  {
    vendor: 'VBTG01',
    type: 'ITFS',
    jurisdiction: 'United Kingdom',
    option: 'Freephone 0800',
    plan: 'Standard',
    prefixes: ['800', '808'],
    numbers: 50,
    currency: 'GBP',
    price: 90,
    with: {
      ...PORTING,
      portability_options: PORT_ALL,
      portability_forms: true,
      portability_forms_link: 'https://docs.gsn.example/forms/uk-porting.pdf',
    },
  },
  { vendor: 'VBTG01', type: 'UIFN', jurisdiction: 'United Kingdom', option: 'UIFN +800', numbers: 20, currency: 'USD' },
  {
    vendor: 'VCOL01',
    type: 'DID',
    jurisdiction: 'United Kingdom',
    option: 'Geographic DID',
    plan: 'Wholesale',
    cities: ['London', 'Manchester', 'Birmingham', 'Edinburgh', 'Glasgow', 'Leeds'],
    numbers: 100,
    currency: 'GBP',
    price: 80,
    with: { outbound_calling_enabled: true, outbound_call_display_format: 'E.164', ...PORTING },
  },
  {
    vendor: 'VBTG01',
    type: 'DID',
    jurisdiction: 'United Kingdom',
    option: 'Non-geographic 03',
    numberType: 'Non-Geo',
    prefixes: ['330', '333'],
    numbers: 30,
    currency: 'GBP',
    price: 90,
  },
  {
    vendor: 'VBTG01',
    type: 'DID',
    jurisdiction: 'United Kingdom',
    option: 'Mobile DID',
    numberType: 'Mobile',
    numbers: 20,
    currency: 'GBP',
    price: 150,
    with: { accessibility: ['local_fixed', 'local_mobile', 'from_overseas', 'mobile_roamers'], t38_fax_supported: false },
  },
  {
    vendor: 'VCOL01',
    type: 'SIP Trunking',
    jurisdiction: 'United Kingdom',
    option: 'SIP Trunk',
    plan: 'Business',
    cities: ['London', 'Manchester'],
    numbers: 60,
    currency: 'GBP',
    price: 85,
  },
  {
    vendor: 'VDTG01',
    type: 'ITFS',
    jurisdiction: 'Germany',
    option: 'Freecall 0800',
    prefixes: ['800'],
    length: 10,
    numbers: 40,
    currency: 'EUR',
    with: { ...BUSINESS_REGISTRATION, buss_reg_doctypes_req: 'Handelsregisterauszug (trade register extract)' },
  },
  {
    vendor: 'VDTG01',
    type: 'DID',
    jurisdiction: 'Germany',
    option: 'Ortsnetz DID',
    cities: ['Berlin', 'Frankfurt am Main', 'Munich', 'Hamburg', 'Düsseldorf', 'Cologne', 'Stuttgart'],
    length: 10,
    numbers: 112,
    currency: 'EUR',
    price: 110,
    with: {
      ...LOCAL_ADDRESS,
      end_user_address_proof_required: 'Meldebescheinigung or utility bill showing an address in the local area code',
      end_user_contact_req: true,
    },
  },
  {
    vendor: 'VCOL01',
    type: 'SIP Trunking',
    jurisdiction: 'Germany',
    option: 'SIP Trunk DE',
    cities: ['Berlin', 'Frankfurt am Main'],
    length: 10,
    numbers: 50,
    currency: 'EUR',
    price: 105,
  },
  {
    vendor: 'VORW01',
    type: 'ITFS',
    jurisdiction: 'France',
    option: 'Numéro Vert 0800',
    prefixes: ['800', '805'],
    numbers: 40,
    currency: 'EUR',
    price: 95,
  },
  {
    vendor: 'VORW01',
    type: 'DID',
    jurisdiction: 'France',
    option: 'Numéro géographique',
    prefixes: ['1', '4'],
    numbers: 50,
    currency: 'EUR',
    with: { ...LOCAL_ADDRESS },
  },
  {
    vendor: 'VTGS01',
    type: 'ITFS',
    jurisdiction: 'Spain',
    option: 'Línea 900',
    prefixes: ['900'],
    numbers: 40,
    currency: 'EUR',
    with: { ...BUSINESS_REGISTRATION },
  },
  {
    vendor: 'VTGS01',
    type: 'DID',
    jurisdiction: 'Spain',
    option: 'Numeración geográfica',
    cities: ['Madrid', 'Barcelona', 'Valencia', 'Seville'],
    numbers: 60,
    currency: 'EUR',
    price: 95,
    with: {
      ...LOCAL_ADDRESS,
      declaration_letter_req: true,
      declaration_letter_link: 'https://docs.gsn.example/templates/es-declaration.docx',
    },
  },
  {
    vendor: 'VSPK01',
    type: 'ITFS',
    jurisdiction: 'Italy',
    option: 'Numero Verde 800',
    prefixes: ['800'],
    numbers: 30,
    currency: 'EUR',
    price: 105,
  },
  {
    vendor: 'VSPK01',
    type: 'DID',
    jurisdiction: 'Italy',
    option: 'Numerazione geografica',
    cities: ['Rome', 'Milan', 'Naples', 'Turin'],
    numbers: 50,
    currency: 'EUR',
    price: 120,
    with: { ...LOCAL_ADDRESS, authorised_person_passport_id_req: true },
  },
  { vendor: 'VCOL01', type: 'ITFS', jurisdiction: 'Netherlands', option: 'Gratis 0800', prefixes: ['800'], numbers: 20, currency: 'EUR' },
  {
    vendor: 'VCOL01',
    type: 'ITFS',
    jurisdiction: 'Switzerland',
    option: 'Gratisnummer 0800',
    prefixes: ['800'],
    numbers: 20,
    currency: 'EUR',
    price: 140,
  },
  { vendor: 'VBTG01', type: 'ITFS', jurisdiction: 'Ireland', option: 'Freephone 1800', prefixes: ['1800'], numbers: 20, currency: 'EUR' },
  { vendor: 'VCOL01', type: 'ITFS', jurisdiction: 'Sweden', option: 'Grönt nummer 020', prefixes: ['20'], numbers: 20, currency: 'EUR' },
  { vendor: 'VTGS01', type: 'ITFS', jurisdiction: 'Portugal', option: 'Número Verde 800', prefixes: ['800'], numbers: 20, currency: 'EUR' },
  {
    vendor: 'VSPK01',
    type: 'ITFS',
    jurisdiction: 'Norway',
    option: 'Grønt nummer 800',
    plan: 'Legacy',
    prefixes: ['800'],
    numbers: 12,
    currency: 'EUR',
    price: 150,
    with: { expired: true, additional_remarks: 'Withdrawn by the vendor; existing numbers run until their expiration date.' },
  },
  // ---------- North America ----------
  {
    vendor: 'VLUM01',
    type: 'ITFS',
    jurisdiction: 'United States',
    option: 'Toll-free 8XX',
    plan: 'RespOrg',
    prefixes: ['800', '888', '877', '866'],
    numbers: 92,
    currency: 'USD',
    price: 40,
    billing: '6/6',
    with: { ...PORTING, portability_options: PORT_ALL, portability_latest_invoices_req: true },
  },
  {
    vendor: 'VLUM01',
    type: 'DID',
    jurisdiction: 'United States',
    option: 'Local DID',
    cities: ['New York', 'Los Angeles', 'Chicago', 'Miami', 'Dallas', 'San Francisco', 'Houston'],
    numbers: 120,
    currency: 'USD',
    price: 30,
    billing: '6/6',
    with: { outbound_calling_enabled: true, outbound_call_display_format: 'E.164', ...PORTING },
  },
  {
    vendor: 'VLUM01',
    type: 'SIP Trunking',
    jurisdiction: 'United States',
    option: 'SIP Trunk with E911',
    cities: ['New York', 'Chicago', 'Dallas'],
    numbers: 60,
    currency: 'USD',
    price: 60,
  },
  { vendor: 'VLUM01', type: 'UIFN', jurisdiction: 'United States', option: 'UIFN +800', numbers: 10, currency: 'USD', price: 80 },
  {
    vendor: 'VLUM01',
    type: 'ITFN',
    jurisdiction: 'United States',
    option: 'International toll-free',
    prefixes: ['855', '844'],
    numbers: 20,
    currency: 'USD',
    price: 60,
  },
  {
    vendor: 'VLUM01',
    type: 'DID',
    jurisdiction: 'Canada',
    option: 'Local DID',
    cities: ['Toronto', 'Montreal', 'Vancouver', 'Calgary'],
    numbers: 50,
    currency: 'USD',
    price: 35,
    with: { outbound_calling_enabled: true, outbound_call_display_format: 'local CLI' },
  },
  {
    vendor: 'VTGS01',
    type: 'ITFS',
    jurisdiction: 'Mexico',
    option: 'Número 800',
    prefixes: ['800'],
    numbers: 30,
    currency: 'USD',
    price: 110,
    with: { ...BUSINESS_REGISTRATION, buss_reg_doctypes_req: 'Acta constitutiva and RFC (tax registration)' },
  },
  {
    vendor: 'VTGS01',
    type: 'DID',
    jurisdiction: 'Mexico',
    option: 'Numeración geográfica',
    cities: ['Mexico City', 'Guadalajara', 'Monterrey'],
    numbers: 40,
    currency: 'USD',
    price: 120,
    with: { ...LOCAL_ADDRESS },
  },
  // ---------- Central America ----------
  {
    vendor: 'VTGS01',
    type: 'ITFS',
    jurisdiction: 'Panama',
    option: 'Línea 800',
    prefixes: ['800'],
    numbers: 10,
    currency: 'USD',
    price: 160,
  },
  {
    vendor: 'VTGS01',
    type: 'DID',
    jurisdiction: 'Panama',
    option: 'Numeración geográfica',
    prefixes: ['2', '3'],
    numbers: 15,
    currency: 'USD',
    price: 180,
  },
  {
    vendor: 'VCLA01',
    type: 'ITFS',
    jurisdiction: 'Costa Rica',
    option: 'Línea 800',
    prefixes: ['800'],
    numbers: 10,
    currency: 'USD',
    price: 170,
  },
  {
    vendor: 'VCLA01',
    type: 'DID',
    jurisdiction: 'Dominican Republic',
    option: 'Numeración geográfica',
    cities: ['La Vega', 'Moca'],
    numbers: 15,
    currency: 'USD',
    price: 140,
  },
  {
    vendor: 'VCLA01',
    type: 'ITFS',
    jurisdiction: 'Guatemala',
    option: 'Línea 1-801',
    plan: 'Legacy',
    prefixes: ['1801'],
    numbers: 8,
    currency: 'USD',
    price: 190,
    with: { expired: true },
  },
  // ---------- South America ----------
  {
    vendor: 'VCLA01',
    type: 'ITFS',
    jurisdiction: 'Brazil',
    option: 'Linha 0800',
    prefixes: ['800'],
    numbers: 30,
    currency: 'USD',
    price: 120,
    with: { ...BUSINESS_REGISTRATION, buss_reg_doctypes_req: 'CNPJ registration card' },
  },
  {
    vendor: 'VCLA01',
    type: 'DID',
    jurisdiction: 'Brazil',
    option: 'Numeração geográfica',
    cities: ['São Paulo', 'Rio de Janeiro', 'Brasília', 'Belo Horizonte', 'Porto Alegre'],
    numbers: 50,
    currency: 'USD',
    price: 110,
    with: { ...LOCAL_ADDRESS, ...BUSINESS_REGISTRATION, buss_reg_doctypes_req: 'CNPJ registration card' },
  },
  {
    vendor: 'VCLA01',
    type: 'SIP Trunking',
    jurisdiction: 'Brazil',
    option: 'SIP Trunk',
    cities: ['São Paulo', 'Rio de Janeiro'],
    numbers: 30,
    currency: 'USD',
    price: 130,
  },
  {
    vendor: 'VSPK01',
    type: 'ITFS',
    jurisdiction: 'Argentina',
    option: 'Línea 0800',
    prefixes: ['800'],
    numbers: 20,
    currency: 'USD',
    price: 130,
  },
  {
    vendor: 'VTGS01',
    type: 'ITFS',
    jurisdiction: 'Chile',
    option: 'Línea 800',
    prefixes: ['800'],
    numbers: 20,
    currency: 'USD',
    price: 115,
  },
  {
    vendor: 'VCLA01',
    type: 'ITFS',
    jurisdiction: 'Colombia',
    option: 'Línea 01 8000',
    prefixes: ['18000'],
    numbers: 20,
    currency: 'USD',
    price: 125,
  },
  { vendor: 'VTGS01', type: 'ITFS', jurisdiction: 'Peru', option: 'Línea 0800', prefixes: ['800'], numbers: 15, currency: null },
  // ---------- Asia and Oceania ----------
  {
    vendor: 'VNTT01',
    type: 'ITFS',
    jurisdiction: 'Japan',
    option: 'Free Dial 0120',
    prefixes: ['120'],
    numbers: 40,
    currency: 'USD',
    price: 150,
    with: {
      ...BUSINESS_REGISTRATION,
      declaration_letter_req: true,
      declaration_letter_link: 'https://docs.gsn.example/templates/jp-declaration.pdf',
    },
  },
  {
    vendor: 'VNTT01',
    type: 'DID',
    jurisdiction: 'Japan',
    option: '0AB-J geographic DID',
    cities: ['Tokyo', 'Osaka', 'Nagoya', 'Yokohama', 'Fukuoka', 'Sapporo'],
    numbers: 48,
    currency: 'USD',
    price: 160,
    with: { ...LOCAL_ADDRESS, ...BUSINESS_REGISTRATION, authorised_person_passport_id_req: true, authpers_passportholding_req: true },
  },
  {
    vendor: 'VNTT01',
    type: 'ITFN',
    jurisdiction: 'Japan',
    option: 'International Free Dial 0800',
    prefixes: ['800'],
    numbers: 10,
    currency: 'USD',
    price: 150,
  },
  { vendor: 'VNTT01', type: 'UIFN', jurisdiction: 'Japan', option: 'UIFN +800', numbers: 10, currency: 'USD', price: 120 },
  {
    vendor: 'VSGT01',
    type: 'ITFS',
    jurisdiction: 'Singapore',
    option: 'Toll-free 1800',
    prefixes: ['800'],
    numbers: 30,
    currency: 'SGD',
    with: { ...BUSINESS_REGISTRATION, buss_reg_doctypes_req: 'ACRA business profile' },
  },
  {
    vendor: 'VSGT01',
    type: 'DID',
    jurisdiction: 'Singapore',
    option: 'Fixed DID',
    prefixes: ['6'],
    numbers: 40,
    currency: 'SGD',
    with: { ...LOCAL_ADDRESS, ...BUSINESS_REGISTRATION, buss_reg_doctypes_req: 'ACRA business profile' },
  },
  { vendor: 'VTLS01', type: 'ITFS', jurisdiction: 'Hong Kong', option: 'Toll-free 800', prefixes: ['800'], numbers: 30, currency: 'HKD' },
  {
    vendor: 'VTLS01',
    type: 'DID',
    jurisdiction: 'Hong Kong',
    option: 'Fixed DID',
    prefixes: ['2', '3'],
    numbers: 40,
    currency: 'HKD',
    with: { ...BUSINESS_REGISTRATION, buss_reg_doctypes_req: 'Business registration certificate (BR)' },
  },
  {
    vendor: 'VNTT01',
    type: 'ITFS',
    jurisdiction: 'China',
    option: 'Toll-free 800',
    prefixes: ['800'],
    numbers: 20,
    currency: 'CNY',
    price: 140,
    with: {
      ...BUSINESS_REGISTRATION,
      authorised_person_passport_id_req: true,
      authpers_passportholding_req: true,
      declaration_letter_req: true,
    },
  },
  {
    vendor: 'VTLS01',
    type: 'ITFS',
    jurisdiction: 'Australia',
    option: 'Freecall 1800',
    prefixes: ['1800'],
    numbers: 30,
    currency: 'USD',
    price: 90,
    with: { ...PORTING },
  },
  {
    vendor: 'VTLS01',
    type: 'DID',
    jurisdiction: 'Australia',
    option: 'Geographic DID',
    cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth'],
    numbers: 50,
    currency: 'USD',
    price: 80,
    with: { ...LOCAL_ADDRESS },
  },
  {
    vendor: 'VTLS01',
    type: 'SIP Trunking',
    jurisdiction: 'Australia',
    option: 'SIP Trunk',
    cities: ['Sydney', 'Melbourne'],
    numbers: 30,
    currency: 'USD',
    price: 90,
  },
  {
    vendor: 'VTLS01',
    type: 'ITFS',
    jurisdiction: 'New Zealand',
    option: 'Freephone 0800',
    prefixes: ['800'],
    numbers: 20,
    currency: 'USD',
    price: 95,
  },
  {
    vendor: 'VTAT01',
    type: 'ITFS',
    jurisdiction: 'India',
    option: 'Toll-free 1800',
    prefixes: ['1800'],
    numbers: 30,
    currency: 'USD',
    price: 100,
    with: {
      ...BUSINESS_REGISTRATION,
      declaration_letter_req: true,
      declaration_letter_link: 'https://docs.gsn.example/templates/in-declaration.pdf',
      business_nature_req: true,
    },
  },
  {
    vendor: 'VTAT01',
    type: 'DID',
    jurisdiction: 'India',
    option: 'Geographic DID',
    cities: ['Mumbai', 'New Delhi', 'Bangalore', 'Chennai'],
    numbers: 40,
    currency: 'USD',
    price: 90,
    with: { ...LOCAL_ADDRESS, ...BUSINESS_REGISTRATION, declaration_letter_req: true },
  },
  {
    vendor: 'VNTT01',
    type: 'ITFS',
    jurisdiction: 'South Korea',
    option: 'Toll-free 080',
    prefixes: ['80'],
    numbers: 20,
    currency: 'USD',
    price: 130,
  },
  {
    vendor: 'VSGT01',
    type: 'ITFS',
    jurisdiction: 'Malaysia',
    option: 'Toll-free 1800',
    plan: 'Legacy',
    prefixes: ['1800'],
    numbers: 10,
    currency: 'SGD',
    price: 120,
    with: { expired: true },
  },
  {
    vendor: 'VSGT01',
    type: 'ITFS',
    jurisdiction: 'Thailand',
    option: 'Toll-free 1800',
    prefixes: ['1800'],
    numbers: 15,
    currency: 'USD',
    price: 135,
  },
  {
    vendor: 'VTAT01',
    type: 'ITFS',
    jurisdiction: 'United Arab Emirates',
    option: 'Toll-free 800',
    prefixes: ['800'],
    numbers: 15,
    currency: 'USD',
    price: 180,
    with: {
      accessibility: ['local_fixed', 'local_mobile'],
      accessibility_remarks: 'Not reachable from payphones.',
      ...BUSINESS_REGISTRATION,
    },
  },
  // ---------- Africa ----------
  {
    vendor: 'VTAT01',
    type: 'ITFS',
    jurisdiction: 'South Africa',
    option: 'Toll-free 0800',
    prefixes: ['800'],
    numbers: 30,
    currency: 'USD',
    price: 140,
  },
  {
    vendor: 'VTAT01',
    type: 'DID',
    jurisdiction: 'South Africa',
    option: 'Geographic DID',
    cities: ['Johannesburg', 'Cape Town', 'Durban'],
    numbers: 40,
    currency: 'USD',
    price: 130,
    with: { ...LOCAL_ADDRESS, end_user_address_proof_required: 'RICA-compliant proof of address' },
  },
  {
    vendor: 'VORW01',
    type: 'ITFS',
    jurisdiction: 'Kenya',
    option: 'Toll-free 0800',
    prefixes: ['800'],
    numbers: 15,
    currency: 'USD',
    price: 170,
  },
  {
    vendor: 'VORW01',
    type: 'ITFS',
    jurisdiction: 'Egypt',
    option: 'Toll-free 0800',
    prefixes: ['800'],
    numbers: 15,
    currency: 'USD',
    price: 190,
  },
  {
    vendor: 'VORW01',
    type: 'ITFS',
    jurisdiction: 'Morocco',
    option: 'Numéro Vert 080',
    prefixes: ['80'],
    numbers: 10,
    currency: 'EUR',
    price: 160,
  },
  {
    vendor: 'VTAT01',
    type: 'ITFS',
    jurisdiction: 'Nigeria',
    option: 'Toll-free 0800',
    plan: 'Legacy',
    prefixes: ['800'],
    numbers: 10,
    currency: null,
    with: { expired: true },
  },
];

// ---------- prices ----------

/** Base prices in USD, in ten-thousandths (per number; per-minute rates; channel charges for SIP Trunking). */
const BASE: Record<ServiceType, Partial<Record<string, number>>> = {
  ITFS: { nrc: 500_000, mrc: 150_000, fix_usage_rate: 250, mobile_usage_rate: 1_200, payphone_usage_rate: 2_500 },
  UIFN: { nrc: 2_500_000, mrc: 600_000, fix_usage_rate: 450, mobile_usage_rate: 1_800, payphone_usage_rate: 3_200 },
  ITFN: { nrc: 750_000, mrc: 200_000, fix_usage_rate: 350, mobile_usage_rate: 1_500, payphone_usage_rate: 2_800 },
  DID: {
    nrc: 50_000,
    mrc: 25_000,
    inbound_charges: 60,
    outbound_charges_fixed: 120,
    outbound_charges_mobile: 450,
    outbound_charges_special: 2_500,
  },
  'SIP Trunking': {
    nrc: 1_500_000,
    mrc: 100_000,
    nrc_channel_charges: 250_000,
    mrc_channel_charges: 85_000,
    inbound_charges: 40,
    outbound_charges_fixed: 95,
    outbound_charges_mobile: 380,
    outbound_charges_special: 2_000,
  },
};
/** Approximate units of each currency per 100 USD. */
const FX: Record<CurrencyCode, number> = { USD: 100, EUR: 92, GBP: 79, HKD: 780, CNY: 720, SGD: 135 };
const BILLING: Record<ServiceType, string> = { ITFS: '60/60', UIFN: '60/60', ITFN: '30/6', DID: '60/6', 'SIP Trunking': '1/1' };

/** An exact decimal string of an amount in ten-thousandths (no float arithmetic on money). */
const amount = (tenThousandths: number) => `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;

function tariffCharges(p: DemoProduct, currency: CurrencyCode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, base] of Object.entries(BASE[p.type])) {
    const units = Math.round(((base ?? 0) * (p.price ?? 100) * FX[currency]) / 10_000);
    // amounts of a currency unit or more are rounded to cents; per-minute rates keep four decimals
    out[field] = amount(units >= 10_000 ? Math.round(units / 100) * 100 : Math.max(units, 1));
  }
  return out;
}

// ---------- numbers ----------

/** A small seeded generator (mulberry32): the same demo every time. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS: Record<string, string[]> = {
  tollFree: ['TOLL_FREE'],
  Fixed: ['FIXED_LINE', 'FIXED_LINE_OR_MOBILE'],
  Mobile: ['MOBILE', 'FIXED_LINE_OR_MOBILE'],
  'Non-Geo': ['UAN', 'VOIP', 'PERSONAL_NUMBER', 'SHARED_COST'],
};

/**
 * Valid E.164 numbers in blocks of consecutive numbers, the way vendors hand out ranges: a block starts at a
 * random completion of a national prefix that libphonenumber-js ("max" metadata) accepts as a valid number of the
 * wanted type, and continues by increments while the numbers stay valid. Every number is unique in the factory.
 */
export function numberFactory(seed: number) {
  const rng = seededRandom(seed);
  const metadata = new Metadata();
  const used = new Set<string>();
  const int = (n: number) => Math.floor(rng() * n);

  function lengthsFor(region: CountryCode, prefix: string, preferred?: number): number[] {
    metadata.selectNumberingPlan(region);
    const all = (metadata.numberingPlan?.possibleLengths() ?? []).filter((l) => l > prefix.length);
    const usual = getExampleNumber(region, examples)?.nationalNumber.length ?? 9;
    const order = [...all].sort((a, b) => Math.abs(a - usual) - Math.abs(b - usual) || b - a);
    return preferred && all.includes(preferred) ? [preferred, ...order.filter((l) => l !== preferred)] : order;
  }

  function accept(callingCode: string, nsn: string, region: CountryCode | null, kinds: string[]): string | null {
    const parsed = parsePhoneNumberFromString(`+${callingCode}${nsn}`);
    if (!parsed?.isValid() || !kinds.includes(parsed.getType() ?? '')) return null;
    // shared calling codes (+1, +7): geographic numbers must belong to the jurisdiction's country
    if (region && !kinds.includes('TOLL_FREE') && parsed.country !== region) return null;
    const e164 = toE164(parsed.number);
    return e164 && !used.has(e164) ? e164 : null;
  }

  function randomStart(callingCode: string, region: CountryCode | null, prefix: string, lengths: number[], kinds: string[]): string {
    for (const length of lengths) {
      for (let attempt = 0; attempt < 400; attempt++) {
        let nsn = prefix;
        while (nsn.length < length) nsn += String(nsn.length === prefix.length && attempt < 200 ? 2 + int(8) : int(10));
        if (accept(callingCode, nsn, region, kinds)) return nsn;
      }
    }
    throw new Error(`demo: no valid ${kinds.join('/')} number for +${callingCode} ${prefix}`);
  }

  /** `count` numbers starting with a national prefix (a city's dial code, a toll-free range, ''). */
  function take(opts: {
    region: CountryCode | null;
    callingCode?: string;
    prefix: string;
    kind: keyof typeof KINDS;
    count: number;
    length?: number;
  }): string[] {
    const kinds = KINDS[opts.kind] ?? [];
    const callingCode = opts.callingCode ?? getCountryCallingCode(opts.region as CountryCode);
    const lengths = opts.region ? lengthsFor(opts.region, opts.prefix, opts.length) : [opts.length ?? 8];
    const out: string[] = [];
    let guard = 0;
    while (out.length < opts.count) {
      if (++guard > opts.count * 20) throw new Error(`demo: numbers exhausted for +${callingCode} ${opts.prefix}`);
      const start = randomStart(callingCode, opts.region, opts.prefix, lengths, kinds);
      const block = 3 + int(8);
      let nsn = start;
      let taken = 0;
      for (let i = 0; i < block * 2 && taken < block && out.length < opts.count && nsn.startsWith(opts.prefix); i++) {
        const e164 = accept(callingCode, nsn, opts.region, kinds);
        if (e164) {
          used.add(e164);
          out.push(e164);
          taken++;
        }
        nsn = (BigInt(nsn) + 1n).toString().padStart(nsn.length, '0');
      }
    }
    return out;
  }

  /** Mobile numbers near libphonenumber's example mobile number of a country. */
  function mobile(region: CountryCode, count: number): string[] {
    const example = getExampleNumber(region, examples)?.nationalNumber;
    if (!example) throw new Error(`demo: no example mobile number for ${region}`);
    return take({ region, prefix: example.slice(0, Math.max(2, example.length - 6)), kind: 'Mobile', count, length: example.length });
  }

  return { take, mobile, rng, int };
}

// ---------- loading ----------

/** Demo customers by the country of their head office (local customers get numbers of their jurisdiction). */
const LOCAL_CUSTOMERS: Record<string, string> = {
  'United Kingdom': 'NWT001',
  Singapore: 'BHC002',
  Chile: 'AVS003',
  Germany: 'RCG004',
  France: 'LTS005',
  Japan: 'SCS006',
  Canada: 'MLC007',
  Australia: 'SCV008',
  Spain: 'INS009',
  'South Africa': 'CDT010',
  India: 'LCC011',
  'Hong Kong': 'HBN012',
  Mexico: 'AVZ013',
  Norway: 'FNA014',
  Ireland: 'EIC015',
};
/** Where each customer terminates its calls: a fixed line of its head office. */
const TERMINATIONS: Record<string, [CountryCode, string]> = {
  NWT001: ['GB', '20'],
  BHC002: ['SG', '6'],
  AVS003: ['CL', '2'],
  RCG004: ['DE', '69'],
  LTS005: ['FR', '1'],
  SCS006: ['JP', '3'],
  MLC007: ['CA', '416'],
  SCV008: ['AU', '2'],
  INS009: ['ES', '91'],
  CDT010: ['ZA', '21'],
  LCC011: ['IN', '22'],
  HBN012: ['HK', '2'],
  AVZ013: ['MX', '55'],
  FNA014: ['NO', '22'],
  EIC015: ['IE', '1'],
};
const REMARKS = [
  'Ported in from the previous carrier',
  'Customer trial until further notice',
  'Vendor confirmed activation',
  'Routing changed on customer request',
];

const day = (base: string, days: number) => new Date(Date.parse(`${base}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const identityKey = (vendorId: number, option: string, plan: string | null | undefined, type: string, jurisdiction: string) =>
  [vendorId, option.toLowerCase(), (plan ?? '').toLowerCase(), type, jurisdiction].join('|');

export interface DemoCatalogueSummary {
  products: number;
  tariffs: number;
  inventory: number;
}

/** Loads the demo products, tariffs and inventory; needs the demo vendors and customers. Idempotent. */
export async function loadDemoProducts(db: Db): Promise<DemoCatalogueSummary> {
  const vendorRows = await db.select({ id: vendors.id, code: vendors.provider_insight_company_code }).from(vendors);
  const vendorIds = new Map(vendorRows.map((v) => [v.code ?? '', v.id]));
  const customerRows = await db.select({ id: customers.id, code: customers.provider_insight_company_code }).from(customers);
  const customerIds = new Map(customerRows.map((c) => [c.code ?? '', c.id]));
  const names = [...new Set(DEMO_PRODUCTS.map((p) => p.jurisdiction))];
  const jurisdictionRows = await db.select().from(jurisdictions).where(inArray(jurisdictions.name, names));
  const jurisdictionByName = new Map(jurisdictionRows.map((j) => [j.name, j]));
  const existing = await db
    .select({
      vendor_id: serviceNumberTypes.vendor_id,
      vendor_option: serviceNumberTypes.vendor_option,
      vendor_plan: serviceNumberTypes.vendor_plan,
      service_type: serviceNumberTypes.service_type,
      jurisdiction: serviceNumberTypes.jurisdiction,
    })
    .from(serviceNumberTypes);
  const known = new Set(existing.map((e) => identityKey(e.vendor_id, e.vendor_option, e.vendor_plan, e.service_type, e.jurisdiction)));

  const numbers = numberFactory(20_240_601);
  const customerCodes = Object.keys(TERMINATIONS).filter((c) => customerIds.has(c));
  const terminationPool = new Map<string, string[]>();
  for (const code of Object.keys(TERMINATIONS)) {
    const [region, prefix] = TERMINATIONS[code] as [CountryCode, string];
    terminationPool.set(code, numbers.take({ region, prefix, kind: 'Fixed', count: 12 }));
  }

  let createdProducts = 0;
  let createdTariffs = 0;
  const inventoryRows: (typeof inventoryNumbers.$inferInsert)[] = [];
  let serial = 0;

  for (const [index, p] of DEMO_PRODUCTS.entries()) {
    const vendorId = vendorIds.get(p.vendor);
    const jurisdiction = jurisdictionByName.get(p.jurisdiction);
    if (!vendorId) throw new Error(`demo: vendor ${p.vendor} is missing`);
    if (!jurisdiction) throw new Error(`demo: jurisdiction ${p.jurisdiction} is missing`);
    const region = jurisdiction.country_code as CountryCode;
    const cityRows = p.cities?.length
      ? await db
          .select({ name: cities.name, dial_code: cities.dial_code })
          .from(cities)
          .where(and(eq(cities.country_code, jurisdiction.country_code), inArray(cities.name, p.cities)))
      : [];
    const productCities = (p.cities ?? []).map((name) => {
      const row = cityRows.find((c) => c.name === name);
      if (!row) throw new Error(`demo: city ${name} (${p.jurisdiction}) is missing`);
      return { city: row.name, city_dial_code: row.dial_code };
    });
    const product = productSchema.parse({
      ...DEFAULTS[p.type],
      ...(p.numberType ? { number_type: p.numberType } : {}),
      ...p.with,
      vendor_id: vendorId,
      vendor_plan: p.plan ?? null,
      vendor_option: p.option,
      service_type: p.type,
      jurisdiction: p.jurisdiction,
      jurisdiction_dial_code: jurisdiction.dial_code.replace(/\D/g, ''),
      cities: productCities,
    } satisfies ProductFormInput);
    const tariffInput = p.currency
      ? tariffCreateSchema.parse({
          service_number_type_id: 1,
          currency: p.currency,
          ...tariffCharges(p, p.currency),
          billing_incremental: p.billing ?? BILLING[p.type],
          commencement_date: day('2024-01-01', (index * 7) % 180),
          billing_start_date: day('2024-01-01', ((index * 7) % 180) + 14),
        })
      : null;
    const charges = tariffInput ? normalizeCharges(tariffInput, product.service_type, product.outbound_calling_enabled) : null;

    if (!known.has(identityKey(vendorId, product.vendor_option, product.vendor_plan, product.service_type, product.jurisdiction))) {
      const { cities: productCityList, ...columns } = product;
      await db.transaction(async (tx) => {
        const [row] = await tx.insert(serviceNumberTypes).values(columns).returning({ id: serviceNumberTypes.id });
        if (!row) return;
        if (productCityList.length) {
          await tx.insert(serviceNumberTypeCities).values(
            productCityList.map((c, position) => ({
              service_number_type_id: row.id,
              position,
              city: c.city,
              city_dial_code: c.city_dial_code ?? null,
            })),
          );
        }
        if (charges) {
          await tx.insert(tariffs).values({ ...charges, type: 'standard', service_number_type_id: row.id });
          createdTariffs++;
        }
      });
      createdProducts++;
    }

    // the inventory of the product
    const tollFree = p.type === 'ITFS' || p.type === 'ITFN' || p.type === 'UIFN';
    const kind = tollFree ? 'tollFree' : (product.number_type ?? 'Fixed');
    const groups: { city: string | null; numbers: string[] }[] = [];
    if (p.type === 'UIFN') {
      groups.push({
        city: null,
        numbers: numbers.take({ region: null, callingCode: '800', prefix: '', kind, count: p.numbers, length: 8 }),
      });
    } else if (kind === 'Mobile') {
      groups.push({ city: null, numbers: numbers.mobile(region, p.numbers) });
    } else if (productCities.length) {
      productCities.forEach((c, i) => {
        const share = Math.floor(p.numbers / productCities.length) + (i < p.numbers % productCities.length ? 1 : 0);
        groups.push({
          city: c.city,
          numbers: numbers.take({ region, prefix: c.city_dial_code ?? '', kind, count: share, length: p.length }),
        });
      });
    } else {
      const prefixes = p.prefixes ?? [''];
      prefixes.forEach((prefix, i) => {
        const share = Math.floor(p.numbers / prefixes.length) + (i < p.numbers % prefixes.length ? 1 : 0);
        groups.push({ city: null, numbers: numbers.take({ region, prefix, kind, count: share, length: p.length }) });
      });
    }
    const vendorCode = p.vendor.slice(1, 4);
    for (const group of groups) {
      for (const serviceNumber of group.numbers) {
        serial++;
        const r = numbers.rng();
        const localCustomer = LOCAL_CUSTOMERS[p.jurisdiction];
        const customerCode =
          r < 0.22
            ? 'NWT001'
            : r < 0.38 && localCustomer
              ? localCustomer
              : r < 0.46
                ? customerCodes[numbers.int(customerCodes.length)]
                : undefined;
        const assigned = !!customerCode && customerIds.has(customerCode);
        const expired = !!product.expired || numbers.rng() < 0.03;
        const commencement = day('2023-06-01', numbers.int(700));
        const pool = customerCode ? terminationPool.get(customerCode) : undefined;
        const translated = assigned && pool && numbers.rng() < (tollFree ? 0.85 : 0.25);
        const sip = p.type === 'SIP Trunking';
        const cityTag = (group.city ?? region).slice(0, 3).toUpperCase();
        const input: InventoryNumberInput = inventoryNumberSchema.parse({
          service_number: serviceNumber,
          service_type: p.type,
          jurisdiction: p.jurisdiction,
          city: group.city,
          number_type: product.number_type,
          access_type: tollFree ? (product.accessibility ?? []).slice(0, 3).join(',') : product.number_type,
          vendor_insight_code: p.vendor,
          vendor_plan: product.vendor_plan,
          vendor_option: product.vendor_option,
          customer_insight_code: assigned ? customerCode : null,
          routing_vendor: assigned ? `${vendorCode}-${cityTag}-${String(1 + (serial % 4)).padStart(2, '0')}` : null,
          translated_routing: translated ? `TR${region}${String(serial).padStart(5, '0')}` : null,
          ocn_for_customer: assigned ? `${customerCode?.slice(0, 2)}${String(serial % 97).padStart(2, '0')}` : null,
          translation_termination_number: translated ? pool[numbers.int(pool.length)] : null,
          irouting_billing: assigned ? (tollFree ? 'per minute' : 'flat monthly') : null,
          currency: assigned && charges ? charges.currency : null,
          nrc: assigned ? charges?.nrc : null,
          mrc: assigned ? charges?.mrc : null,
          inbound_charges: assigned ? charges?.inbound_charges : null,
          outbound_charges_fixed: assigned ? charges?.outbound_charges_fixed : null,
          outbound_charges_mobile: assigned ? charges?.outbound_charges_mobile : null,
          outbound_charges_special: assigned ? charges?.outbound_charges_special : null,
          billing_incremental: assigned ? charges?.billing_incremental : null,
          commencement_date: assigned ? commencement : null,
          billing_start_date: assigned ? day(commencement, numbers.int(15)) : null,
          expiration_date: expired ? (product.expired ? '2025-03-31' : day(commencement, 365 + numbers.int(200))) : null,
          expired,
          sr_reference: assigned ? `SR-${commencement.slice(0, 4)}-${String(serial).padStart(5, '0')}` : null,
          provider_remarks: numbers.rng() < 0.05 ? REMARKS[numbers.int(REMARKS.length)] : null,
          daisy_loopback_trunk: sip && assigned ? `DLB-${cityTag}-0${1 + (serial % 3)}` : null,
          allinone_loopback_trunk: sip && assigned ? `AIO-${cityTag}-0${1 + (serial % 2)}` : null,
          bothways_enabled: sip || (p.type === 'DID' && product.outbound_calling_enabled),
          over_limited_channel: sip ? [0, 2, 5][serial % 3] : null,
          outbound_idd_callout_country: sip || product.outbound_calling_enabled ? p.jurisdiction : null,
        });
        const { customer_insight_code, vendor_insight_code, ...columns } = input;
        inventoryRows.push({
          ...columns,
          customer_id: customer_insight_code ? (customerIds.get(customer_insight_code) ?? null) : null,
          vendor_id: vendor_insight_code ? (vendorIds.get(vendor_insight_code) ?? null) : null,
        });
      }
    }
  }

  let createdInventory = 0;
  for (let i = 0; i < inventoryRows.length; i += 250) {
    const inserted = await db
      .insert(inventoryNumbers)
      .values(inventoryRows.slice(i, i + 250))
      .onConflictDoNothing()
      .returning({ id: inventoryNumbers.id });
    createdInventory += inserted.length;
  }
  return { products: createdProducts, tariffs: createdTariffs, inventory: createdInventory };
}
