import { CUSTOMER_TYPES, STAFF_TYPES } from '@gsn/domain';

/** Notification types (DESIGN §5): created on order transitions, tickets and account events. */
export interface NotificationTypeSeed {
  functionality_id: number;
  category: string;
  sub_category: string;
  action: string;
  default_receiver_account_type_id: number[];
  alert_email: boolean;
}

const STAFF_ORDER_DESK = [100, 110, 120, 130];
const CUSTOMER_ORDER_DESK = [200, 210, 220, 230];

const ORDER_ACTIONS: { action: string; receivers: number[]; email: boolean }[] = [
  { action: 'requested', receivers: [...STAFF_ORDER_DESK], email: false },
  { action: 'ready', receivers: [...STAFF_ORDER_DESK], email: true },
  { action: 'incomplete', receivers: [...CUSTOMER_ORDER_DESK], email: true },
  { action: 'processed', receivers: [...CUSTOMER_ORDER_DESK], email: true },
  { action: 'confirmed', receivers: [...STAFF_ORDER_DESK], email: true },
  { action: 'accepted', receivers: [...CUSTOMER_ORDER_DESK], email: true },
  { action: 'assigned', receivers: [...CUSTOMER_ORDER_DESK], email: false },
  { action: 'ordered', receivers: [...CUSTOMER_ORDER_DESK], email: false },
  { action: 'testing', receivers: [...CUSTOMER_ORDER_DESK], email: false },
  { action: 'completed', receivers: [...CUSTOMER_ORDER_DESK, 140], email: true },
  { action: 'cancellation', receivers: [...STAFF_ORDER_DESK], email: true },
  { action: 'cancelled', receivers: [...CUSTOMER_ORDER_DESK, 140], email: true },
];

export function notificationTypeSeeds(): NotificationTypeSeed[] {
  return [
    ...ORDER_ACTIONS.map((a) => ({
      functionality_id: 200,
      category: 'order',
      sub_category: 'status',
      action: a.action,
      default_receiver_account_type_id: a.receivers,
      alert_email: a.email,
    })),
    {
      functionality_id: 800,
      category: 'support',
      sub_category: 'ticket',
      action: 'created',
      default_receiver_account_type_id: [100, 130],
      alert_email: true,
    },
    {
      functionality_id: 110,
      category: 'account',
      sub_category: 'account',
      action: 'created',
      default_receiver_account_type_id: [100],
      alert_email: false,
    },
    {
      functionality_id: 110,
      category: 'account',
      sub_category: 'account',
      action: 'activated',
      default_receiver_account_type_id: [100, 200],
      alert_email: false,
    },
    {
      functionality_id: 110,
      category: 'account',
      sub_category: 'account',
      action: 'disabled',
      default_receiver_account_type_id: [100, 200],
      alert_email: false,
    },
    {
      functionality_id: 130,
      category: 'account',
      sub_category: 'registered',
      action: 'registered',
      default_receiver_account_type_id: [100, 110],
      alert_email: false,
    },
    {
      functionality_id: 120,
      category: 'customer',
      sub_category: 'customer',
      action: 'created',
      default_receiver_account_type_id: [100, 110],
      alert_email: false,
    },
    {
      functionality_id: 220,
      category: 'download',
      sub_category: 'export',
      action: 'completed',
      default_receiver_account_type_id: [...STAFF_TYPES, ...CUSTOMER_TYPES],
      alert_email: false,
    },
  ];
}

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
];
