import { getSession } from './session';
import { readJson, removeKey, writeJson } from './storage';

/**
 * Work typed but not yet saved, kept in this browser so that a session that ends (an expiry, a revoked token) does
 * not throw it away: after signing in again the form shows it once more. Each draft belongs to one account and one
 * place (the route's path, which carries the record's id on an edit page, plus a name when a page has several forms).
 *
 * - Only that account reads its drafts; signing out on purpose removes them all (an expiry keeps them).
 * - A draft lives DRAFT_LIFETIME_MS (7 days) after its last change, then it is dropped unread.
 * - Secrets never reach storage: fields named like a password, secret, token or key, and files, are left out
 *   (`scrubSecrets`), whatever the form.
 */
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const PREFIX = 'gsn.draft:';

export interface StoredDraft<T = unknown> {
  /** ISO date of the last change. */
  savedAt: string;
  values: T;
}

/** The storage key of a draft: its account, then where it was typed. */
export function draftKey(accountId: number, place: string): string {
  return `${PREFIX}${accountId}:${place.toLowerCase()}`;
}

const accountPrefix = (accountId: number) => `${PREFIX}${accountId}:`;

const isFresh = (d: StoredDraft | null, now: number): d is StoredDraft =>
  !!d && typeof d.savedAt === 'string' && now - Date.parse(d.savedAt) < DRAFT_LIFETIME_MS;

export function readDraft<T>(key: string, now = Date.now()): StoredDraft<T> | null {
  const d = readJson<StoredDraft<T>>(key);
  if (isFresh(d, now)) return d;
  if (d) removeKey(key);
  return null;
}

/** Accounts that signed out on purpose in this page: a form that closes after that must not write a draft again. */
const signedOut = new Set<number>();

const accountOf = (key: string) => Number(key.slice(PREFIX.length).split(':')[0]);

export function writeDraft(key: string, values: unknown, now = Date.now()): void {
  const account = accountOf(key);
  if (signedOut.has(account)) {
    if (getSession()?.user.id !== account) return;
    signedOut.delete(account);
  }
  writeJson(key, { savedAt: new Date(now).toISOString(), values: scrubSecrets(values) } satisfies StoredDraft);
}

export function removeDraft(key: string): void {
  removeKey(key);
}

function storageKeys(): string[] {
  try {
    const out: string[] = [];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const k = window.localStorage.key(i);
      if (k?.startsWith(PREFIX)) out.push(k);
    }
    return out;
  } catch {
    return [];
  }
}

/** The account's fresh drafts whose place starts with `placePrefix` (e.g. the saved orders), newest first. */
export function listDrafts<T>(accountId: number, placePrefix: string, now = Date.now()): { key: string; draft: StoredDraft<T> }[] {
  const start = draftKey(accountId, placePrefix);
  return storageKeys()
    .filter((k) => k.startsWith(start))
    .flatMap((key) => {
      const draft = readDraft<T>(key, now);
      return draft ? [{ key, draft }] : [];
    })
    .sort((a, b) => b.draft.savedAt.localeCompare(a.draft.savedAt));
}

/** Signing out on purpose: the account's drafts go (on a shared computer the next person must not find them). */
export function clearAccountDrafts(accountId: number): void {
  signedOut.add(accountId);
  for (const k of storageKeys()) if (k.startsWith(accountPrefix(accountId))) removeKey(k);
  for (const l of listeners) l();
}

/** Drops every account's drafts older than the lifetime (run once a page load; nobody may come back for them). */
export function sweepExpiredDrafts(now = Date.now()): void {
  for (const k of storageKeys()) readDraft(k, now);
}

const listeners = new Set<() => void>();
/** Called when drafts are removed in bulk (sign-out), for lists of drafts on screen. */
export function onDraftsCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Field names whose values are never stored: passwords, secrets, tokens, keys, one-time codes. */
const SECRET_NAME = /pass(word|wd|phrase)?($|_)|secret|token|api_?key|private_?key|credential|(^|_)otp($|_)|recovery|cvv/i;

const isFile = (v: unknown) =>
  (typeof Blob !== 'undefined' && v instanceof Blob) || (typeof FileList !== 'undefined' && v instanceof FileList);

/** A copy of `values` without secret-named fields and files, at any depth. */
export function scrubSecrets(values: unknown): unknown {
  if (isFile(values)) return undefined;
  if (Array.isArray(values)) return values.map(scrubSecrets).filter((v) => v !== undefined);
  if (values && typeof values === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(values)) {
      if (SECRET_NAME.test(k)) continue;
      const clean = scrubSecrets(v);
      if (clean !== undefined) out[k] = clean;
    }
    return out;
  }
  return values;
}
