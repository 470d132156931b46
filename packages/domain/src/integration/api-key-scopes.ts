import { FUNCTIONALITIES, type FunctionalityId, type PermissionAction } from '../permissions/functionalities.ts';
import { hasPermission, type PermissionFlags } from '../permissions/rules.ts';

/**
 * An API key's scopes (docs/integrating.md, Scopes): `<resource>:read` or `<resource>:write`, one resource per
 * functionality of the permission model, named as an integrator meets it in the API. A key without scopes has its
 * account's full rights; a key with scopes may make only the calls its scopes name, and never more than its account
 * may (the account's permissions are checked on every call as well).
 */
export const API_KEY_RESOURCES = {
  profile: FUNCTIONALITIES.profile,
  accounts: FUNCTIONALITIES.account,
  customers: FUNCTIONALITIES.customer,
  orders: FUNCTIONALITIES.order,
  products: FUNCTIONALITIES.service_number_type,
  inventory: FUNCTIONALITIES.invnumber,
  tariffs: FUNCTIONALITIES.tariff,
  vendors: FUNCTIONALITIES.vendor,
  billing: FUNCTIONALITIES.billing,
  notifications: FUNCTIONALITIES.notification,
  support: FUNCTIONALITIES.support,
  reports: FUNCTIONALITIES.report,
  account_types: FUNCTIONALITIES.account_type,
  permissions: FUNCTIONALITIES.permission,
  notification_types: FUNCTIONALITIES.notification_type,
  functionalities: FUNCTIONALITIES.functionality,
  webhooks: FUNCTIONALITIES.webhook,
  audit: FUNCTIONALITIES.audit,
} as const satisfies Record<string, FunctionalityId>;

export type ApiKeyResource = keyof typeof API_KEY_RESOURCES;
export type ApiKeyScopeLevel = 'read' | 'write';
export type ApiKeyScope = `${ApiKeyResource}:${ApiKeyScopeLevel}`;

export const API_KEY_RESOURCE_NAMES = Object.keys(API_KEY_RESOURCES) as ApiKeyResource[];
/** Resources nobody changes through the API: the audit trail is only ever read. */
const READ_ONLY_RESOURCES: ReadonlySet<ApiKeyResource> = new Set(['audit']);
/** Every scope, resource by resource (read before write). */
export const API_KEY_SCOPES: readonly ApiKeyScope[] = API_KEY_RESOURCE_NAMES.flatMap((r) =>
  READ_ONLY_RESOURCES.has(r) ? [`${r}:read` as const] : ([`${r}:read`, `${r}:write`] as const),
);

export const isApiKeyScope = (s: string): s is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(s);

const RESOURCE_OF = new Map<number, ApiKeyResource>(API_KEY_RESOURCE_NAMES.map((r) => [API_KEY_RESOURCES[r], r]));

/** The resource of a functionality (undefined for one outside the vocabulary, e.g. a custom functionality). */
export const apiKeyResourceOf = (functionalityId: number): ApiKeyResource | undefined => RESOURCE_OF.get(functionalityId);

/** Reading (GET, HEAD) needs `:read`; any other method changes something and needs `:write`. */
export const scopeLevelOfMethod = (method: string): ApiKeyScopeLevel => (method === 'GET' || method === 'HEAD' ? 'read' : 'write');

/**
 * Whether a key's scopes allow a call. `scopes` null: a full-access key (its account's rights decide alone).
 * `resource` undefined: a call tied to no resource (own account, reference lists), which a scoped key may read only
 * when `openToScopedReads` (the route is open to every signed-in account); it may never change anything there.
 * `:write` includes `:read` of the same resource.
 */
export function scopeAllows(
  scopes: readonly string[] | null,
  call: { resource: ApiKeyResource | undefined; level: ApiKeyScopeLevel; openToScopedReads?: boolean },
): boolean {
  if (scopes === null) return true;
  if (call.resource === undefined) return call.level === 'read' && call.openToScopedReads === true;
  return scopes.includes(`${call.resource}:write`) || (call.level === 'read' && scopes.includes(`${call.resource}:read`));
}

/**
 * The permission a scope asks of the account: reading needs read or list, writing needs write, edit or delete. Saved
 * report definitions are the exception: they are the account's own, kept by anyone who may read reports.
 */
const READ_ACTIONS: PermissionAction[] = ['read', 'list'];
const WRITE_ACTIONS: PermissionAction[] = ['write', 'edit', 'delete'];
const neededActions = (resource: ApiKeyResource, level: ApiKeyScopeLevel): PermissionAction[] =>
  level === 'read' || resource === 'reports' ? READ_ACTIONS : WRITE_ACTIONS;

type Perms = readonly (PermissionFlags & { functionality_id: number })[];

/** Whether the account (its effective permissions) holds what the scope would let a key do. */
export function accountMayGrant(perms: Perms, scope: ApiKeyScope): boolean {
  const [resource, level] = scope.split(':') as [ApiKeyResource, ApiKeyScopeLevel];
  return neededActions(resource, level).some((a) => hasPermission(perms, API_KEY_RESOURCES[resource], a));
}

/** The scopes an account may give its keys, in the vocabulary's order. */
export const grantableScopes = (perms: Perms): ApiKeyScope[] => API_KEY_SCOPES.filter((s) => accountMayGrant(perms, s));

/** The scopes as stored and answered: without repeats, in the vocabulary's order. */
export function normalizeScopes(scopes: readonly string[]): ApiKeyScope[] {
  const set = new Set(scopes);
  return API_KEY_SCOPES.filter((s) => set.has(s));
}
