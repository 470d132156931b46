/** The demo data set: a provider team and customer companies with masters and sub-accounts. */
export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_STAFF = [
  {
    email: 'alice.admin@gsn.example',
    username: 'alice.admin',
    account_type_id: 100,
    firstname: 'Alice',
    lastname: 'Chan',
    jobtitle: 'Portal administrator',
    loginsAgo: 1,
  },
  {
    email: 'sam.sales@gsn.example',
    username: 'sam.sales',
    account_type_id: 110,
    firstname: 'Sam',
    lastname: 'Wong',
    jobtitle: 'Account manager',
    loginsAgo: 2,
  },
  {
    email: 'pat.product@gsn.example',
    username: 'pat.product',
    account_type_id: 120,
    firstname: 'Pat',
    lastname: 'Lee',
    jobtitle: 'Product manager',
    loginsAgo: 5,
  },
  {
    email: 'oliver.ops@gsn.example',
    username: 'oliver.ops',
    account_type_id: 130,
    firstname: 'Oliver',
    lastname: 'Ng',
    jobtitle: 'NOC engineer',
    loginsAgo: 8,
  },
  {
    email: 'bea.billing@gsn.example',
    username: 'bea.billing',
    account_type_id: 140,
    firstname: 'Bea',
    lastname: 'Ho',
    jobtitle: 'Billing analyst',
    loginsAgo: 26,
  },
  {
    email: 'sara.sales@gsn.example',
    username: 'sara.sales',
    account_type_id: 110,
    firstname: 'Sara',
    lastname: 'Lim',
    jobtitle: 'Business development manager',
    loginsAgo: 4,
  },
  {
    email: 'nina.noc@gsn.example',
    username: 'nina.noc',
    account_type_id: 130,
    firstname: 'Nina',
    lastname: 'Tan',
    jobtitle: 'NOC shift lead',
    loginsAgo: 14,
  },
  {
    email: 'rita.registered@example.org',
    username: 'rita.registered',
    account_type_id: 400,
    firstname: 'Rita',
    lastname: 'Novak',
    jobtitle: 'Telecom consultant',
    loginsAgo: 50,
  },
  ...[
    ['omar.haddad', 'Omar', 'Haddad', 'Haddad Consulting'],
    ['julia.berg', 'Julia', 'Berg', 'Berg Call Services'],
    ['tomas.ruiz', 'Tomas', 'Ruiz', 'Ruiz Contact'],
    ['mei.ling', 'Mei', 'Ling', 'Ling Trading'],
  ].map(([username, firstname, lastname, company], i) => ({
    email: `${username}@example.org`,
    username: username!,
    account_type_id: 400,
    firstname: firstname!,
    lastname: lastname!,
    jobtitle: `Founder, ${company}`,
    loginsAgo: 70 + i * 20,
  })),
];

interface Company {
  name: string;
  former_name: string | null;
  website: string;
  provider_insight_company_code: string;
  business_jurisdiction: string;
  business_registration_number: string;
  vat_number: string;
  address_country: string;
  address_city: string;
  address_line_1: string;
  address_postcode: string;
  commercial_contact: { name: string; phone: string; email: string };
  financial_contact: { name: string; phone: string; email: string };
  fault_reporting_contact: { name: string; phone: string; email: string };
  billing_details: string;
  domain: string;
  /** E-mail of the provider's signed business development manager. */
  bdm: string;
}

interface CompanySeed {
  name: string;
  code: string;
  country: string;
  city: string;
  street: string;
  postcode: string;
  /** International prefix and area code of the company's phone numbers. */
  phone: string;
  currency: string;
  domain: string;
  former?: string;
  bdm?: string;
}

const company = (c: CompanySeed): Company => ({
  name: c.name,
  former_name: c.former ?? null,
  website: `https://www.${c.domain}`,
  provider_insight_company_code: c.code,
  business_jurisdiction: c.country,
  business_registration_number: `${c.code}-REG-${c.postcode.replace(/\W/g, '')}`,
  vat_number: `${c.code.slice(0, 2)}${c.postcode.replace(/\D/g, '').padEnd(9, '7')}`,
  address_country: c.country,
  address_city: c.city,
  address_line_1: c.street,
  address_postcode: c.postcode,
  commercial_contact: { name: 'Commercial desk', phone: `${c.phone} 1000`, email: `commercial@${c.domain}` },
  financial_contact: { name: 'Accounts payable', phone: `${c.phone} 2000`, email: `finance@${c.domain}` },
  fault_reporting_contact: { name: 'Network operations centre', phone: `${c.phone} 3000`, email: `noc@${c.domain}` },
  billing_details: `Monthly invoice in ${c.currency}, 30 days net`,
  domain: c.domain,
  bdm: c.bdm ?? 'sam.sales@gsn.example',
});

export const DEMO_COMPANIES: Company[] = [
  {
    name: 'Northwind Telecom',
    code: 'NWT001',
    country: 'United Kingdom',
    city: 'London',
    street: '1 Harbour Road',
    postcode: 'E14 5AB',
    phone: '+44 20 7946',
    currency: 'GBP',
    domain: 'northwind-telecom.example',
    former: 'Northwind Communications',
  },
  {
    name: 'Blue Harbour Contact Centres',
    code: 'BHC002',
    country: 'Singapore',
    city: 'Singapore',
    street: '8 Marina View',
    postcode: '018960',
    phone: '+65 6123',
    currency: 'SGD',
    domain: 'blueharbour.example',
    bdm: 'sara.sales@gsn.example',
  },
  {
    name: 'Andes Voice SA',
    code: 'AVS003',
    country: 'Chile',
    city: 'Santiago',
    street: 'Av. Apoquindo 3000',
    postcode: '7550000',
    phone: '+56 2 2345',
    currency: 'USD',
    domain: 'andesvoice.example',
  },
  {
    name: 'Rhine Connect GmbH',
    code: 'RCG004',
    country: 'Germany',
    city: 'Frankfurt',
    street: 'Mainzer Landstrasse 50',
    postcode: '60325',
    phone: '+49 69 1234',
    currency: 'EUR',
    domain: 'rhine-connect.example',
    bdm: 'sara.sales@gsn.example',
  },
  {
    name: 'Lumiere Telecom SAS',
    code: 'LTS005',
    country: 'France',
    city: 'Paris',
    street: '12 rue de la Paix',
    postcode: '75002',
    phone: '+33 1 4455',
    currency: 'EUR',
    domain: 'lumiere-telecom.example',
    former: 'Lumiere Appels',
  },
  {
    name: 'Sakura Call Systems KK',
    code: 'SCS006',
    country: 'Japan',
    city: 'Tokyo',
    street: '2-1 Marunouchi, Chiyoda-ku',
    postcode: '100-0005',
    phone: '+81 3 5555',
    currency: 'USD',
    domain: 'sakura-call.example',
  },
  {
    name: 'Maple Line Communications',
    code: 'MLC007',
    country: 'Canada',
    city: 'Toronto',
    street: '100 King Street West',
    postcode: 'M5X 1A9',
    phone: '+1 416 555',
    currency: 'USD',
    domain: 'mapleline.example',
    bdm: 'sara.sales@gsn.example',
  },
  {
    name: 'Southern Cross Voice Pty',
    code: 'SCV008',
    country: 'Australia',
    city: 'Sydney',
    street: '1 Macquarie Place',
    postcode: '2000',
    phone: '+61 2 9876',
    currency: 'USD',
    domain: 'southerncross-voice.example',
  },
  {
    name: 'Iberia Numeros SL',
    code: 'INS009',
    country: 'Spain',
    city: 'Madrid',
    street: 'Paseo de la Castellana 81',
    postcode: '28046',
    phone: '+34 91 555',
    currency: 'EUR',
    domain: 'iberia-numeros.example',
  },
  {
    name: 'Cape Digital Telecom',
    code: 'CDT010',
    country: 'South Africa',
    city: 'Cape Town',
    street: '5 Dock Road, V&A Waterfront',
    postcode: '8001',
    phone: '+27 21 555',
    currency: 'USD',
    domain: 'capedigital.example',
    bdm: 'sara.sales@gsn.example',
  },
  {
    name: 'Lotus Contact Centres',
    code: 'LCC011',
    country: 'India',
    city: 'Mumbai',
    street: 'Bandra Kurla Complex, G Block',
    postcode: '400051',
    phone: '+91 22 6655',
    currency: 'USD',
    domain: 'lotus-cc.example',
  },
  {
    name: 'Harbour Bridge Networks',
    code: 'HBN012',
    country: 'Hong Kong',
    city: 'Hong Kong',
    street: '1 Harbour View Street, Central',
    postcode: '999077',
    phone: '+852 2888',
    currency: 'HKD',
    domain: 'harbourbridge.example',
    former: 'HB Telecom',
  },
  {
    name: 'Aztec Voz SA de CV',
    code: 'AVZ013',
    country: 'Mexico',
    city: 'Mexico City',
    street: 'Paseo de la Reforma 250',
    postcode: '06600',
    phone: '+52 55 5555',
    currency: 'USD',
    domain: 'aztecvoz.example',
    bdm: 'sara.sales@gsn.example',
  },
  {
    name: 'Fjord Numbers AS',
    code: 'FNA014',
    country: 'Norway',
    city: 'Oslo',
    street: 'Dronning Eufemias gate 16',
    postcode: '0191',
    phone: '+47 22 55',
    currency: 'EUR',
    domain: 'fjordnumbers.example',
  },
  {
    name: 'Emerald Isle Comms',
    code: 'EIC015',
    country: 'Ireland',
    city: 'Dublin',
    street: '2 Grand Canal Square',
    postcode: 'D02 A342',
    phone: '+353 1 555',
    currency: 'EUR',
    domain: 'emeraldisle.example',
  },
].map(company);

const ROLES = [
  { account_type_id: 200, role: 'master', jobtitle: 'Head of telecoms', loginsAgo: 3 },
  { account_type_id: 210, role: 'sales', jobtitle: 'Sales lead', loginsAgo: 12 },
  { account_type_id: 220, role: 'product', jobtitle: 'Product owner', loginsAgo: 30 },
  { account_type_id: 230, role: 'ops', jobtitle: 'Operations engineer', loginsAgo: 6 },
  { account_type_id: 240, role: 'billing', jobtitle: 'Accounts payable', loginsAgo: undefined },
];

const FIRST = ['Maya', 'Tom', 'Ines', 'Kenji', 'Lara'];
const LAST = ['Fischer', 'Okafor', 'Silva', 'Sato', 'Ivanova'];

export function demoCompanyAccounts(c: Company) {
  return ROLES.map((r, i) => ({
    email: `${r.role}@${c.domain}`,
    username: `${r.role}.${c.provider_insight_company_code.toLowerCase()}`,
    account_type_id: r.account_type_id,
    firstname: FIRST[i] ?? 'Demo',
    lastname: LAST[i] ?? 'User',
    jobtitle: r.jobtitle,
    ...(r.loginsAgo === undefined ? { status: 'created' } : { loginsAgo: r.loginsAgo }),
  }));
}

/** Demo carriers (spec 2 §3 Carrier): North American CICs with a carrier short name and an 11-character CLLI. */
