/** The demo catalogue: carriers and vendors (later: products, tariffs, inventory). */
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
