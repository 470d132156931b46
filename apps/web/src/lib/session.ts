import { useSyncExternalStore } from 'react';
import type { Answer, accountViewAnswer } from '@gsn/domain';
import { readJson, readString, removeKey, STORAGE_KEYS, writeJson, writeString } from './storage';

/** Spec 1 §4: the stored session (account, token, expiry). Lifetime 7200 s, renewed by each use. */
export const SESSION_LIFETIME_MS = 7200 * 1000;

/** The signed-in account as the login and GET /account/profile answer it. */
export type SessionUser = Answer<typeof accountViewAnswer>;

export interface Session {
  token: string;
  user: SessionUser;
  /** ISO date of the expiry, renewed from the `x-session-expires` header of each authenticated answer. */
  expiresAt: string;
  /**
   * The account must add a second factor before anything else (docs/security.md, Second factors): the app shows only
   * the enrolment page until it has one.
   */
  mfaEnrolment?: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: Session | null | undefined;

function load(): Session | null {
  const token = readString(STORAGE_KEYS.token);
  const user = readJson<SessionUser>(STORAGE_KEYS.user);
  if (!token || !user || typeof user.account_type_id !== 'number') return null;
  const expiresAt = readString(STORAGE_KEYS.sessionExpires) ?? new Date(Date.now() + SESSION_LIFETIME_MS).toISOString();
  return { token, user, expiresAt, ...(readString(STORAGE_KEYS.mfaEnrolment) === 'true' ? { mfaEnrolment: true } : {}) };
}

function emit(): void {
  for (const l of listeners) l();
}

export function getSession(): Session | null {
  if (snapshot === undefined) snapshot = load();
  return snapshot;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function setSession(session: Session): void {
  writeString(STORAGE_KEYS.token, session.token);
  writeJson(STORAGE_KEYS.user, session.user);
  writeString(STORAGE_KEYS.sessionExpires, session.expiresAt);
  if (session.mfaEnrolment) writeString(STORAGE_KEYS.mfaEnrolment, 'true');
  else removeKey(STORAGE_KEYS.mfaEnrolment);
  snapshot = session;
  emit();
}

/** Marks the session enrolment-only (the server said so), or whole again once a factor is added. */
export function setMfaEnrolment(required: boolean): void {
  const current = getSession();
  if (!current || !!current.mfaEnrolment === required) return;
  const { mfaEnrolment: _, ...rest } = current;
  setSession(required ? { ...rest, mfaEnrolment: true } : rest);
}

export function updateUser(user: SessionUser): void {
  const current = getSession();
  if (!current) return;
  setSession({ ...current, user });
}

/** Records the renewed expiry the server sent; ignored when there is no session or the date is invalid. */
export function updateExpiry(iso: string): void {
  const current = getSession();
  if (!current || Number.isNaN(Date.parse(iso)) || current.expiresAt === iso) return;
  writeString(STORAGE_KEYS.sessionExpires, iso);
  snapshot = { ...current, expiresAt: iso };
  emit();
}

/** Spec 1 §4: logout (and any expiry) removes the user, the token and the permissions. */
export function clearSession(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(STORAGE_KEYS.user);
  removeKey(STORAGE_KEYS.sessionExpires);
  removeKey(STORAGE_KEYS.mfaEnrolment);
  removeKey(STORAGE_KEYS.permissions);
  const had = snapshot !== null;
  snapshot = null;
  if (had) emit();
  for (const hook of clearHooks) hook();
}

const clearHooks = new Set<() => void>();
/** Other stores (permissions, query cache) register here to be emptied with the session. */
export function onSessionCleared(hook: () => void): () => void {
  clearHooks.add(hook);
  return () => clearHooks.delete(hook);
}

export function isSessionExpired(session: Session, now = Date.now()): boolean {
  const t = Date.parse(session.expiresAt);
  return !Number.isNaN(t) && t <= now;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads storage (another tab logged in or out, or tests that seed localStorage). */
export function reloadSession(): void {
  snapshot = load();
  emit();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === STORAGE_KEYS.token || e.key === STORAGE_KEYS.user) reloadSession();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
