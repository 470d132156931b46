import { type ProfileUpdateInput, USER_PROFILE_KEYS } from '@gsn/domain';
import type { ProfileAccount } from '../api/use-profile';

/** The profile form's values: text fields as strings, selects as string | null. */
export interface ProfileValues {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  jobtitle: string;
  telephone: string;
  mobile: string;
  fax: string;
  currency: string | null;
  language: string | null;
  address_country: string | null;
  address_city: string;
  address_line_1: string;
  address_line_2: string;
  address_line_3: string;
  address_postcode: string;
  timezone: string | null;
  department: string;
  /** Asked for when the e-mail changes, so a stolen session alone cannot take the account over; never stored. */
  current_password: string;
}

export const PROFILE_FIELDS = ['username', 'email', 'current_password', ...USER_PROFILE_KEYS] satisfies readonly (keyof ProfileValues)[];

const OPTIONAL_TEXT = [
  'jobtitle',
  'telephone',
  'mobile',
  'fax',
  'address_city',
  'address_line_1',
  'address_line_2',
  'address_line_3',
  'address_postcode',
  'department',
] as const;

export function profileToValues(a: ProfileAccount): ProfileValues {
  const p = a.userprofile ?? ({} as Partial<ProfileAccount['userprofile']>);
  return {
    username: a.username ?? '',
    email: a.email ?? '',
    firstname: p.firstname ?? '',
    lastname: p.lastname ?? '',
    jobtitle: p.jobtitle ?? '',
    telephone: p.telephone ?? '',
    mobile: p.mobile ?? '',
    fax: p.fax ?? '',
    currency: p.currency || null,
    language: p.language || null,
    address_country: p.address_country || null,
    address_city: p.address_city ?? '',
    address_line_1: p.address_line_1 ?? '',
    address_line_2: p.address_line_2 ?? '',
    address_line_3: p.address_line_3 ?? '',
    address_postcode: p.address_postcode ?? '',
    timezone: p.timezone || null,
    department: p.department ?? '',
    current_password: '',
  };
}

/** What PUT /account/profile receives: trimmed, empty optional fields as null, an empty username left out. */
export function valuesToPayload(v: ProfileValues): ProfileUpdateInput {
  const text = Object.fromEntries(OPTIONAL_TEXT.map((k) => [k, v[k].trim() === '' ? null : v[k].trim()])) as Record<
    (typeof OPTIONAL_TEXT)[number],
    string | null
  >;
  return {
    ...(v.username.trim() ? { username: v.username.trim() } : {}),
    email: v.email.trim(),
    firstname: v.firstname.trim(),
    lastname: v.lastname.trim(),
    ...text,
    currency: (v.currency || null) as ProfileUpdateInput['currency'],
    language: (v.language || null) as ProfileUpdateInput['language'],
    address_country: v.address_country || null,
    timezone: v.timezone || null,
    ...(v.current_password ? { current_password: v.current_password } : {}),
  };
}
