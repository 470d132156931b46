import { agingConfigField, DEFAULT_AGING_DAYS, SERVICE_TYPES } from '@gsn/domain';

export interface ConfigurationSeed {
  field: string;
  type: 'string' | 'password' | 'boolean';
  value: string;
  description: string;
}

/** Configuration entries (spec 1 §3): edited by the administrator on /portal/administration/configuration/edit. */
export const CONFIGURATION_SEEDS: ConfigurationSeed[] = [
  { field: 'site_name', type: 'string', value: 'GSN Portal', description: 'Name shown in the portal and in e-mails' },
  { field: 'registration_enabled', type: 'boolean', value: 'true', description: 'Visitors may register an account' },
  {
    field: 'mfa_required_for_staff',
    type: 'boolean',
    // a new installation's value: MFA_REQUIRED_FOR_STAFF (seed())
    value: 'true',
    description: 'Provider staff must sign in with a second factor (an authenticator app or a passkey)',
  },
  { field: 'site_user_limit', type: 'string', value: '10000', description: 'Most accounts the portal accepts' },
  { field: 'contact_sales_email', type: 'string', value: 'sales@gsn.example', description: 'Sales department e-mail' },
  { field: 'contact_sales_phone', type: 'string', value: '+852 2888 0001', description: 'Sales department phone' },
  { field: 'contact_product_email', type: 'string', value: 'product@gsn.example', description: 'Product department e-mail' },
  { field: 'contact_product_phone', type: 'string', value: '+852 2888 0002', description: 'Product department phone' },
  { field: 'contact_operations_email', type: 'string', value: 'noc@gsn.example', description: 'Operations (NOC) e-mail' },
  { field: 'contact_operations_phone', type: 'string', value: '+852 2888 0003', description: 'Operations (NOC) phone, 24x7' },
  { field: 'cdr_feed_password', type: 'password', value: '', description: 'Password of the CDR feed account' },
  {
    field: 'webhooks_allow_private_addresses',
    type: 'boolean',
    value: 'false',
    description: 'Webhooks may be sent to private, loopback and link-local addresses (testing only)',
  },
  ...SERVICE_TYPES.map((t) => ({
    field: agingConfigField(t),
    type: 'string' as const,
    value: String(DEFAULT_AGING_DAYS[t]),
    description: `Days a disconnected ${t} number rests before it is sold again`,
  })),
];
