import { useEffect, useSyncExternalStore } from 'react';
import { hasPermission, type CodedPermission } from '@gsn/domain/permissions/rules';
import type { PermissionAction } from '@gsn/domain/permissions/functionalities';
import type { Answer } from '@gsn/domain/common/answers';
import type { myPermissionsAnswer } from '@gsn/domain/permissions/answers';
import { apiGet } from './api';
import { getSession, onSessionCleared, useSession } from './session';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage';

/** Spec 1 §4/§9: permissions are fetched in coded form and stored locally with a two-hour lifetime. */
export const PERMISSIONS_LIFETIME_MS = 2 * 60 * 60 * 1000;

interface StoredPermissions {
  data: CodedPermission[];
  /** Epoch milliseconds after which the list is fetched again. */
  expires_at: number;
  /** The account the list belongs to. */
  account_id?: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: StoredPermissions | null | undefined;

function current(): StoredPermissions | null {
  if (snapshot === undefined) {
    const stored = readJson<StoredPermissions>(STORAGE_KEYS.permissions);
    snapshot = stored && Array.isArray(stored.data) && typeof stored.expires_at === 'number' ? stored : null;
  }
  return snapshot;
}

function emit(): void {
  for (const l of listeners) l();
}

export function storePermissions(data: CodedPermission[], accountId?: number, now = Date.now()): void {
  snapshot = { data, expires_at: now + PERMISSIONS_LIFETIME_MS, ...(accountId !== undefined ? { account_id: accountId } : {}) };
  writeJson(STORAGE_KEYS.permissions, snapshot);
  emit();
}

export function clearPermissions(): void {
  removeKey(STORAGE_KEYS.permissions);
  if (snapshot !== null) {
    snapshot = null;
    emit();
  }
}

onSessionCleared(clearPermissions);

/** Re-reads the stored list (another tab, or tests that seed localStorage). */
export function reloadPermissions(): void {
  snapshot = undefined;
  emit();
}

/** The stored list when it is still within its lifetime (and belongs to `accountId` when given). */
export function getFreshPermissions(accountId?: number, now = Date.now()): CodedPermission[] | null {
  const s = current();
  if (!s || s.expires_at <= now) return null;
  if (accountId !== undefined && s.account_id !== undefined && s.account_id !== accountId) return null;
  return s.data;
}

/** Fetches `GET /permissions/my_permissions?coded=true` and stores it. */
export async function fetchPermissions(accountId?: number): Promise<CodedPermission[]> {
  // with coded=true the answer's rows are the coded ones (the schema allows both forms), read as the rules type them
  const res = await apiGet<Omit<Answer<typeof myPermissionsAnswer>, 'data'> & { data: CodedPermission[] }>(
    '/permissions/my_permissions?coded=true',
  );
  const data = Array.isArray(res?.data) ? res.data : [];
  storePermissions(data, accountId);
  return data;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): StoredPermissions | null {
  return current();
}

let inflight: Promise<unknown> | null = null;

/**
 * The signed-in account's coded permissions, or null while they load. Fetches them again when the stored
 * list is missing or past its two-hour lifetime.
 */
export function usePermissions(): CodedPermission[] | null {
  const session = useSession();
  const stored = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const accountId = session?.user.id;
  const fresh = session ? getFreshPermissions(accountId) : null;
  const needsFetch = session !== null && fresh === null;

  useEffect(() => {
    if (!needsFetch || inflight) return;
    inflight = fetchPermissions(accountId)
      .catch(() => {
        // a failure is shown by the API client; keep an empty list so guards can decide
        if (getSession() && getFreshPermissions(accountId) === null) storePermissions([], accountId);
      })
      .finally(() => {
        inflight = null;
      });
  }, [needsFetch, accountId]);

  useEffect(() => {
    if (!stored || !session) return;
    const wait = stored.expires_at - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => emit(), Math.min(wait + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [stored, session]);

  return fresh;
}

/** Whether the permission list allows `action` on the functionality. */
export function can(permissions: readonly CodedPermission[] | null, functionalityId: number, action: PermissionAction): boolean {
  return permissions ? hasPermission(permissions, functionalityId, action) : false;
}
