import type { DocumentInput, OrderStatus, ServiceType } from '@gsn/domain';

/**
 * The demo orders (spec 2 §3–§5): who ordered what, where each order stands and how it got there. The loader
 * (demo-orders.ts) walks each order through ORDER_MOVES to its status; the requirement data comes from the
 * ordered product's flags, so this list only says what is particular to an order.
 */
export interface DemoOrder {
  /** Customer by provider_insight_company_code. */
  customer: string;
  jurisdiction: string;
  type: ServiceType;
  /** The start of the product's vendor option when a jurisdiction has several products of the type. */
  option?: string;
  status: OrderStatus;
  /** For cancellation/cancelled: the status the customer cancelled from (default requested). */
  cancelFrom?: OrderStatus;
  /** Went ready → incomplete → ready once before moving on. */
  detour?: boolean;
  /** Days before today when the order was placed. */
  daysAgo: number;
  /** Completed orders: how many of its numbers the customer asked, lately, to give back (staff are to confirm). */
  givesBack?: number;
  /** Terminated orders: days before today when the service ended (its last numbers were disconnected). */
  endedDaysAgo?: number;
  numbers: number;
  channels?: number;
  city?: string;
  reference: string;
  remarks?: string;
  /** Translation: format and (list formats) the destination numbers. */
  translation?: { format: 'e.164' | 'e.164prefix' | 'individual'; prefix?: string; to?: string };
  /** Porting numbers (the product must support portability). */
  porting?: string;
  /** A customized tariff (charges as the API takes them). */
  customTariff?: Record<string, string>;
}

type Extra = Partial<
  Pick<
    DemoOrder,
    'cancelFrom' | 'detour' | 'channels' | 'city' | 'remarks' | 'translation' | 'porting' | 'customTariff' | 'endedDaysAgo' | 'givesBack'
  >
>;
/** customer, jurisdiction, service type (`type:option` to pick one of several), status, days ago, numbers, reference, extras. */
type Row = [string, string, string, OrderStatus, number, number, string, Extra?];

const ROWS: Row[] = [
  [
    'NWT001',
    'United Kingdom',
    'ITFS',
    'completed',
    120,
    10,
    'NWT-PO-24031 Retail care 0800 lines',
    { translation: { format: 'individual', to: '+442079461000, +442079461001' }, givesBack: 2 },
  ],
  [
    'NWT001',
    'United Kingdom',
    'ITFS',
    'accepted',
    25,
    2,
    'NWT-PO-24108 Port-in of legacy freephone',
    {
      porting: '+448001234567, +448081570192',
      remarks: 'Please port both numbers in the same window; current carrier contract ends next month.',
    },
  ],
  ['NWT001', 'United Kingdom', 'UIFN', 'assigned', 40, 3, 'NWT-PO-24077 Global helpdesk UIFN', { translation: { format: 'e.164' } }],
  ['NWT001', 'United Kingdom', 'DID:Geographic', 'ordered', 30, 50, 'NWT-PO-24085 London DID block', { city: 'London' }],
  ['NWT001', 'United Kingdom', 'SIP Trunking', 'testing', 20, 10, 'NWT-PO-24112 Docklands SIP trunk', { channels: 30 }],
  ['NWT001', 'United Kingdom', 'SIP Trunking', 'completed', 200, 5, 'NWT-PO-23190 Canary Wharf SIP trunk', { detour: true, channels: 20 }],
  ['NWT001', 'United Kingdom', 'DID:Mobile', 'ready', 3, 20, 'NWT-PO-24140 Mobile DID for field agents'],
  ['NWT001', 'Germany', 'ITFS', 'incomplete', 6, 5, 'NWT-PO-24133 DACH customer line 0800', { translation: { format: 'e.164' } }],
  ['NWT001', 'Germany', 'DID', 'requested', 1, 25, 'NWT-PO-24151 Frankfurt office DIDs', { city: 'Frankfurt am Main' }],
  [
    'NWT001',
    'Germany',
    'SIP Trunking',
    'processed',
    2,
    0,
    'NWT-PO-24149 German SIP capacity (framework deal)',
    {
      channels: 50,
      customTariff: {
        currency: 'EUR',
        nrc: '1100.00',
        mrc: '80.00',
        nrc_channel_charges: '180.00',
        mrc_channel_charges: '60.00',
        inbound_charges: '0.0030',
        outbound_charges_fixed: '0.0075',
        outbound_charges_mobile: '0.0300',
        outbound_charges_special: '0.1600',
        billing_incremental: '1/1',
      },
    },
  ],
  [
    'NWT001',
    'France',
    'ITFS',
    'confirmed',
    9,
    15,
    'NWT-PO-24120 Numéro Vert campaign',
    {
      translation: { format: 'e.164prefix', prefix: '+4420' },
      customTariff: {
        currency: 'EUR',
        nrc: '380.00',
        mrc: '110.00',
        fix_usage_rate: '0.0190',
        mobile_usage_rate: '0.0900',
        payphone_usage_rate: '0.1900',
        billing_incremental: '60/60',
      },
    },
  ],
  ['NWT001', 'France', 'DID', 'saved', 4, 10, 'NWT-PO-24144 Paris sales office'],
  [
    'NWT001',
    'United States',
    'ITFS',
    'cancellation',
    15,
    8,
    'NWT-PO-24122 US toll-free pilot',
    { cancelFrom: 'accepted', remarks: 'Pilot postponed by the end customer.' },
  ],
  [
    'NWT001',
    'United States',
    'SIP Trunking',
    'cancelled',
    45,
    10,
    'NWT-PO-24060 New York SIP trunk',
    { cancelFrom: 'ready', channels: 10 },
  ],
  ['NWT001', 'United States', 'UIFN', 'completed', 300, 2, 'NWT-PO-23101 UIFN for travel desk', { translation: { format: 'e.164' } }],
  ['NWT001', 'United States', 'ITFN', 'terminated', 365, 4, 'NWT-PO-23044 ITFN seasonal campaign', { endedDaysAgo: 20 }],
  ['NWT001', 'Spain', 'DID', 'ready', 5, 12, 'NWT-PO-24138 Madrid contact centre', { city: 'Madrid' }],
  ['NWT001', 'Italy', 'DID', 'accepted', 12, 10, 'NWT-PO-24126 Milan branch numbers', { city: 'Milan' }],
  ['NWT001', 'Netherlands', 'ITFS', 'completed', 90, 6, 'NWT-PO-24012 Benelux service line'],
  ['NWT001', 'Ireland', 'ITFS', 'requested', 0.5, 3, 'NWT-PO-24155 Dublin freephone'],
  ['NWT001', 'Japan', 'ITFS', 'testing', 18, 5, 'NWT-PO-24116 Japan Free Dial support', { translation: { format: 'e.164' } }],
  ['NWT001', 'Canada', 'DID', 'saved', 2, 20, 'NWT-PO-24152 Toronto DIDs', { city: 'Toronto' }],
  ['BHC002', 'Singapore', 'ITFS', 'completed', 150, 10, 'BHC/2024/017 1800 customer hotline', { translation: { format: 'e.164' } }],
  ['BHC002', 'Singapore', 'DID', 'accepted', 10, 30, 'BHC/2024/061 Marina office DIDs'],
  ['BHC002', 'Hong Kong', 'DID', 'ready', 2, 15, 'BHC/2024/066 Hong Kong overflow site'],
  ['BHC002', 'Australia', 'ITFS', 'ordered', 22, 5, 'BHC/2024/048 Freecall for AU clients', { translation: { format: 'e.164' } }],
  ['BHC002', 'India', 'ITFS', 'incomplete', 8, 4, 'BHC/2024/058 India toll-free', { translation: { format: 'e.164' } }],
  ['BHC002', 'Japan', 'UIFN', 'requested', 1, 2, 'BHC/2024/070 UIFN via Japan'],
  ['BHC002', 'China', 'ITFS', 'cancellation', 7, 3, 'BHC/2024/063 China 800 trial', { cancelFrom: 'ready' }],
  ['BHC002', 'Australia', 'SIP Trunking', 'assigned', 14, 10, 'BHC/2024/055 Sydney SIP trunk', { channels: 20, city: 'Sydney' }],
  ['AVS003', 'Chile', 'ITFS', 'completed', 80, 8, 'AVS-OC-1187 Línea 800 atención'],
  ['AVS003', 'Brazil', 'DID', 'accepted', 16, 20, 'AVS-OC-1214 São Paulo DIDs', { city: 'São Paulo' }],
  ['AVS003', 'Brazil', 'SIP Trunking', 'ordered', 26, 10, 'AVS-OC-1203 Brasil SIP trunk', { channels: 40 }],
  ['AVS003', 'Mexico', 'ITFS', 'saved', 3, 5, 'AVS-OC-1229 Número 800 México'],
  ['AVS003', 'Colombia', 'ITFS', 'cancelled', 35, 4, 'AVS-OC-1195 Línea 01 8000 Colombia', { remarks: 'Duplicate of order AVS-OC-1187.' }],
  ['AVS003', 'Argentina', 'ITFS', 'ready', 4, 6, 'AVS-OC-1225 Línea 0800 Argentina'],
  ['RCG004', 'Germany', 'ITFS', 'completed', 60, 5, 'RC-BE-2024-0412 Kundenservice 0800'],
  ['RCG004', 'Germany', 'DID', 'testing', 12, 40, 'RC-BE-2024-0458 Rufnummernblock Frankfurt', { city: 'Frankfurt am Main' }],
  ['RCG004', 'Switzerland', 'ITFS', 'requested', 2, 2, 'RC-BE-2024-0471 Gratisnummer Schweiz'],
  ['RCG004', 'Portugal', 'ITFS', 'cancelled', 50, 3, 'RC-BE-2024-0433 Número Verde Portugal', { cancelFrom: 'accepted' }],
];

export const DEMO_ORDERS: DemoOrder[] = ROWS.map(([customer, jurisdiction, t, status, daysAgo, numbers, reference, extra]) => {
  const [type, option] = t.split(':') as [ServiceType, string | undefined];
  return { customer, jurisdiction, type, ...(option ? { option } : {}), status, daysAgo, numbers, reference, ...extra };
});

/** What a customer writes into the requirement fields (the company and the order fill the blanks). */
export const REQUIREMENT_TEXT: Record<string, string> = {
  usage_forecast: 'About 15,000 minutes a month at launch, growing to 40,000 within a year',
  purpose_application: 'Customer care and order hotline for retail clients',
  business_nature: 'Telecommunications reseller operating contact-centre services',
  portability_name_existing_hosting_carriers: 'BT Wholesale (current range holder)',
};

/** The documents a customer uploads for each input: the file name a customer would use. */
export const DOCUMENT_NAMES: Partial<Record<DocumentInput, string>> = {
  end_user_address_proof: 'Utility bill - office.pdf',
  business_registration_doc: 'Certificate of incorporation.pdf',
  itu_assignment_doc: 'ITU UIFN assignment notification.pdf',
  declaration_letter: 'Signed declaration letter.pdf',
  authorised_person_passport_id: 'Passport - authorised signatory.pdf',
  authorised_person_passport_holding_photo_id: 'Photo holding passport.pdf',
  portability_end_user_consent_letter: 'Porting consent letter.pdf',
  portability_forms: 'Porting request form.pdf',
  portability_latest_invoices: 'Latest carrier invoice.pdf',
};

/** Provider remarks when an order goes back to the customer (ready → incomplete). */
export const INCOMPLETE_REMARKS = [
  'The uploaded registration document is older than six months; please upload a current extract and resubmit.',
  'The end-user address must be in the jurisdiction of the numbers; please correct it and resubmit.',
  'The declaration letter is not signed; please upload the signed copy and resubmit.',
];

/** An end-user address in the jurisdiction (products with local address requirements). */
export const LOCAL_ADDRESSES: Record<string, string> = {
  'United Kingdom': '1 Harbour Road, London E14 5AB',
  Germany: 'Mainzer Landstrasse 50, 60325 Frankfurt am Main',
  France: '12 rue de la Paix, 75002 Paris',
  Spain: 'Paseo de la Castellana 81, 28046 Madrid',
  Italy: 'Via Dante 7, 20123 Milano',
  'United States': '350 Fifth Avenue, New York, NY 10118',
  Canada: '100 King Street West, Toronto, ON M5X 1A9',
  Singapore: '8 Marina View, Singapore 018960',
  'Hong Kong': '1 Harbour View Street, Central, Hong Kong',
  Australia: '1 Macquarie Place, Sydney NSW 2000',
  Brazil: 'Av. Paulista 1000, São Paulo - SP, 01310-100',
  Mexico: 'Paseo de la Reforma 250, 06600 Ciudad de México',
};
