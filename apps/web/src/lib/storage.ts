/** Small, failure-tolerant wrappers around localStorage (private mode and quota errors are ignored). */

export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  sessionExpires: 'session_expires',
  permissions: 'permissions',
  language: 'language',
  mfaEnrolment: 'mfa_enrolment',
  /** The device token each e-mail's sign-in gave this browser (features/account/api/device-tokens.ts); kept on sign-out. */
  deviceTokens: 'device_tokens',
} as const;

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the value lives for this page only
  }
}

export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readString(key);
  if (raw === null || raw === '') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}
