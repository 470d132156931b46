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
export const DEMO_CARRIERS: { cic: string; cs: string | null; clli_name: string | null }[] = [
  { cic: '0288', cs: 'AT&T Communications', clli_name: 'NYCMNY54DS0' },
  { cic: '0222', cs: 'MCI', clli_name: 'WASHDC12DS1' },
  { cic: '0333', cs: 'Sprint', clli_name: 'KSCYMO01DS0' },
  { cic: '0432', cs: 'Lightyear Network', clli_name: 'LSVLKY02DS0' },
  { cic: '0444', cs: 'Qwest', clli_name: 'DNVRCO26DS0' },
  { cic: '0555', cs: 'Cable & Wireless', clli_name: 'VIENVA01DS0' },
  { cic: '0698', cs: 'Verizon Business', clli_name: 'PHLAPAFGDS0' },
  { cic: '0732', cs: 'Level 3', clli_name: 'BRFLCO01DS0' },
  { cic: '0835', cs: 'Frontier', clli_name: 'RCSTNY01DS1' },
  { cic: '0852', cs: 'Telscape', clli_name: 'LSANCA03DS0' },
  { cic: '0900', cs: 'Windstream', clli_name: 'LTRKAR02DS0' },
  { cic: '5102', cs: 'Global Crossing', clli_name: 'NYCKNY77DS0' },
  { cic: '5160', cs: 'IDT', clli_name: 'NWRKNJ02DS0' },
  { cic: '5409', cs: 'Zayo', clli_name: 'BLDRCO01DS0' },
  { cic: '5580', cs: 'Peerless Network', clli_name: 'CHCGIL24DS0' },
  { cic: '5656', cs: 'Bandwidth', clli_name: 'RLGHNC01DS0' },
  { cic: '6264', cs: 'Inteliquent', clli_name: 'CHCGILDTDS0' },
  { cic: '7070', cs: 'Lumen', clli_name: 'MNRONLXADS0' },
  { cic: '0123', cs: 'Legacy carrier', clli_name: null },
  { cic: '8123', cs: null, clli_name: null },
];

/** Demo vendors (spec 2 §3 Vendor): international carriers the provider buys numbers from. */
export const DEMO_VENDORS: {
  name: string;
  former_name?: string;
  website: string;
  provider_insight_company_code: string;
  business_jurisdiction: string;
  address_country: string;
  address_city: string;
  fault_reporting_contact?: { name: string; phone: string; email: string };
}[] = [
  {
    name: 'BT Global Services',
    former_name: 'British Telecom',
    website: 'https://www.globalservices.bt.com',
    provider_insight_company_code: 'VBTG01',
    business_jurisdiction: 'United Kingdom',
    address_country: 'United Kingdom',
    address_city: 'London',
    fault_reporting_contact: { name: 'BT NOC', phone: '+44 20 7946 0100', email: 'noc@bt-global.example' },
  },
  {
    name: 'Colt Technology Services',
    website: 'https://www.colt.net',
    provider_insight_company_code: 'VCOL01',
    business_jurisdiction: 'United Kingdom',
    address_country: 'United Kingdom',
    address_city: 'London',
  },
  {
    name: 'Deutsche Telekom Global Carrier',
    former_name: 'DT ICSS',
    website: 'https://globalcarrier.telekom.com',
    provider_insight_company_code: 'VDTG01',
    business_jurisdiction: 'Germany',
    address_country: 'Germany',
    address_city: 'Bonn',
  },
  {
    name: 'Orange Wholesale International',
    former_name: 'France Telecom Wholesale',
    website: 'https://www.orange-wholesale.com',
    provider_insight_company_code: 'VORW01',
    business_jurisdiction: 'France',
    address_country: 'France',
    address_city: 'Paris',
    fault_reporting_contact: { name: 'Orange NOC', phone: '+33 1 55 22 00 00', email: 'noc@orange-wholesale.example' },
  },
  {
    name: 'Telefónica Global Solutions',
    website: 'https://www.telefonicaglobalsolutions.com',
    provider_insight_company_code: 'VTGS01',
    business_jurisdiction: 'Spain',
    address_country: 'Spain',
    address_city: 'Madrid',
  },
  {
    name: 'Sparkle',
    former_name: 'Telecom Italia Sparkle',
    website: 'https://www.tisparkle.com',
    provider_insight_company_code: 'VSPK01',
    business_jurisdiction: 'Italy',
    address_country: 'Italy',
    address_city: 'Rome',
  },
  {
    name: 'Tata Communications',
    website: 'https://www.tatacommunications.com',
    provider_insight_company_code: 'VTAT01',
    business_jurisdiction: 'India',
    address_country: 'India',
    address_city: 'Mumbai',
  },
  {
    name: 'Singtel Global',
    website: 'https://www.singtel.com',
    provider_insight_company_code: 'VSGT01',
    business_jurisdiction: 'Singapore',
    address_country: 'Singapore',
    address_city: 'Singapore',
  },
  {
    name: 'Telstra International',
    website: 'https://www.telstra.com',
    provider_insight_company_code: 'VTLS01',
    business_jurisdiction: 'Australia',
    address_country: 'Australia',
    address_city: 'Sydney',
  },
  {
    name: 'NTT Communications',
    website: 'https://www.ntt.com',
    provider_insight_company_code: 'VNTT01',
    business_jurisdiction: 'Japan',
    address_country: 'Japan',
    address_city: 'Tokyo',
  },
  {
    name: 'Lumen Technologies',
    former_name: 'CenturyLink',
    website: 'https://www.lumen.com',
    provider_insight_company_code: 'VLUM01',
    business_jurisdiction: 'United States',
    address_country: 'United States',
    address_city: 'Monroe',
  },
  {
    name: 'Claro Wholesale',
    website: 'https://www.claro.com',
    provider_insight_company_code: 'VCLA01',
    business_jurisdiction: 'Brazil',
    address_country: 'Brazil',
    address_city: 'São Paulo',
  },
];
