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
    email: 'rita.registered@example.org',
    username: 'rita.registered',
    account_type_id: 400,
    firstname: 'Rita',
    lastname: 'Novak',
    jobtitle: 'Telecom consultant',
    loginsAgo: 50,
  },
];

interface Company {
  name: string;
  former_name: string | null;
  website: string;
  provider_insight_company_code: string;
  business_jurisdiction: string;
  address_country: string;
  address_city: string;
  address_line_1: string;
  address_postcode: string;
  commercial_contact: { name: string; phone: string; email: string };
  domain: string;
}

const company = (name: string, code: string, country: string, city: string, domain: string, former: string | null = null) => ({
  name,
  former_name: former,
  website: `https://www.${domain}`,
  provider_insight_company_code: code,
  business_jurisdiction: country,
  address_country: country,
  address_city: city,
  address_line_1: '1 Harbour Road',
  address_postcode: '00000',
  commercial_contact: { name: 'Commercial desk', phone: '+44 20 7946 0000', email: `commercial@${domain}` },
  domain,
});

export const DEMO_COMPANIES = [
  company('Northwind Telecom', 'NWT001', 'United Kingdom', 'London', 'northwind-telecom.example', 'Northwind Communications'),
  company('Blue Harbour Contact Centres', 'BHC002', 'Singapore', 'Singapore', 'blueharbour.example'),
  company('Andes Voice SA', 'AVS003', 'Chile', 'Santiago', 'andesvoice.example'),
];

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
