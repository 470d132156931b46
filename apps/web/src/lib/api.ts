import { API_BASE } from './env';
import { currentLanguage } from './i18n';
import { currentLocation, navigateTo } from './navigator';
import { returnState } from './return-to';
import { fixedMessage, notifyError, notifyWarning, serverErrorText } from './notify';
import { clearSession, getSession, setMfaEnrolment, updateExpiry } from './session';
import { requestStepUp, STEP_UP_REQUIRED } from './step-up';

/**
 * Spec 1 §7/§8: JSON API under /api with bearer token (docs/integrating.md); errors `{ statusCode, error, code,
 * message, errors? }` (the codes: docs/error-codes.md).
 */
export interface FieldError {
  field: string;
  message: string;
  /** The field error's code (e.g. `field.required`, `account.email_taken`); absent from older answers. */
  code?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  readonly body: unknown;
  /** The answer's stable code (e.g. `order.stale`); null when the answer has none (a proxy's page, a lost connection). */
  readonly code: string | null;

  constructor(status: number, message: string, errors: FieldError[] = [], body: unknown = null, code: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
    this.code = code;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the session token when there is one (default true). Sign-in calls pass false. */
  auth?: boolean;
  /** No error toast: true for every error, or a predicate (e.g. quiet 404 for features not yet served). */
  silent?: boolean | ((error: ApiError) => boolean);
  /** A 401 on an authenticated call ends the session (default true). */
  expireOn401?: boolean;
  signal?: AbortSignal;
  /**
   * A signed-in POST carries a fresh `Idempotency-Key` (default true), so a balancer or the network may send it twice
   * without doing it twice. False for the calls whose answer holds a secret shown once (the server refuses a key
   * there).
   */
  idempotent?: boolean;
}

/** A new random key (crypto.randomUUID exists only on secure origins; getRandomValues everywhere). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const SESSION_EXPIRES_HEADER = 'x-session-expires';
/** Spec 1 §4: the timeout warning appears about half a second after the session is cleared. */
export const TIMEOUT_WARNING_DELAY_MS = 500;

/** Where an account that must add a second factor is sent (features/account, the enrolment page). */
export const MFA_ENROLMENT_PATH = '/account/enrol';
export const MFA_ENROLMENT_REQUIRED = 'auth.mfa_enrolment_required';

/** Clears session and permissions, returns to login and warns 'Timeout, please login again'. */
export function expireSession(opts: { redirect?: boolean } = {}): void {
  if (!getSession()) return;
  clearSession();
  // sign-in returns to the page the session ended on (lib/return-to.ts)
  if (opts.redirect !== false) navigateTo('/account/login', { replace: true, state: returnState(currentLocation()) });
  setTimeout(() => notifyWarning(fixedMessage('timeout')), TIMEOUT_WARNING_DELAY_MS);
}

/** The body as JSON when it parses, else the text; null when empty (spec 1 §7). */
export function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; error?: unknown; errors?: unknown; code?: unknown };
    const errors = Array.isArray(b.errors)
      ? b.errors
          .filter((e): e is { field?: unknown; message?: unknown; code?: unknown } => !!e && typeof e === 'object')
          .map((e) => ({
            field: String(e.field ?? ''),
            message: String(e.message ?? ''),
            ...(typeof e.code === 'string' && e.code ? { code: e.code } : {}),
          }))
      : [];
    const message = typeof b.message === 'string' && b.message ? b.message : typeof b.error === 'string' ? b.error : statusText;
    const code = typeof b.code === 'string' && b.code ? b.code : null;
    return new ApiError(status, message, errors, body, code);
  }
  return new ApiError(status, typeof body === 'string' && body ? body : statusText, [], body);
}

/**
 * The texts of the error toasts for an error (spec 1 §8): by code in the interface language when the code has a
 * translation, else the message (the spec's fixed messages translated by their English text).
 */
export function errorMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [fixedMessage('defaultError')];
  if (error.errors.length > 0) {
    // the message alone: a raw field name means nothing to the reader
    return error.errors.map((e) => serverErrorText(e));
  }
  if (error.status === 404) return [fixedMessage('notFound')];
  if (error.status >= 500) return [fixedMessage('serverError')];
  if (error.message && error.status !== 0) return [serverErrorText(error)];
  return [fixedMessage('defaultError')];
}

export function showApiError(error: unknown): void {
  for (const m of errorMessages(error)) notifyError(m);
}

/** How an authenticated call treats the session (the fetch core's options). */
export interface AuthOptions {
  /** Send the session token when there is one (default true). */
  auth?: boolean;
  /** A 401 on an authenticated call ends the session (default true). */
  expireOn401?: boolean;
}

/** Errors the core has already dealt with (an aborted call, a 401 that ended the session): no toast for them. */
const handled = new WeakSet<ApiError>();

/**
 * The one fetch core of the JSON client and the file transfers: the session token, the renewed expiry and
 * the 401 that ends the session. Answers other than 2xx are thrown as ApiError (the body parsed), a failed
 * connection as ApiError status 0.
 */
export async function authorizedFetch(path: string, init: RequestInit = {}, opts: AuthOptions = {}): Promise<Response> {
  const { auth = true, expireOn401 = true } = opts;
  const token = auth ? (getSession()?.token ?? null) : null;
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...init, headers });
  } catch (cause) {
    const error = new ApiError(0, fixedMessage('defaultError'));
    if (cause instanceof DOMException && cause.name === 'AbortError') handled.add(error);
    throw error;
  }

  if (token) {
    const expires = response.headers.get(SESSION_EXPIRES_HEADER);
    // any answer but a 401 means the session was used, and renewed
    if (expires && response.status !== 401) updateExpiry(expires);
  }

  if (!response.ok) {
    const error = toApiError(response.status, response.statusText, parseBody(await response.text()));
    // a step-up is asked for by a session that is still good (apiRequest asks for the proof and repeats the call)
    if (response.status === 401 && token && expireOn401 && error.code !== STEP_UP_REQUIRED) {
      // the session this call used is over: only the first such answer clears it and warns
      if (getSession()?.token === token) expireSession();
      handled.add(error);
    }
    if (response.status === 403 && token && error.code === MFA_ENROLMENT_REQUIRED) {
      // the account must add a second factor first (a policy switched on meanwhile): only the enrolment page works
      setMfaEnrolment(true);
      navigateTo(MFA_ENROLMENT_PATH, { replace: true });
      handled.add(error);
    }
    throw error;
  }
  return response;
}

export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = true, silent = false, expireOn401 = true, signal, idempotent = true } = opts;
  // texts the server makes (notifications) come in the interface language
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method === 'POST' && auth && idempotent && getSession()) headers['Idempotency-Key'] = newIdempotencyKey();
  try {
    const response = await authorizedFetch(
      path,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal },
      { auth, expireOn401 },
    );
    return parseBody(await response.text()) as T;
  } catch (error) {
    if (error instanceof ApiError && error.code === STEP_UP_REQUIRED && auth && getSession()) {
      // a sensitive change: once the user proved it is them again, the same call is made again for the caller
      if (await requestStepUp()) return apiRequest<T>(path, opts);
      handled.add(error);
    }
    if (error instanceof ApiError && !handled.has(error) && !isSilent(silent, error)) showApiError(error);
    throw error;
  }
}

function isSilent(silent: RequestOptions['silent'], error: ApiError): boolean {
  return typeof silent === 'function' ? silent(error) : silent === true;
}

export const apiGet = <T>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...opts, method: 'GET' });
export const apiPost = <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...opts, method: 'POST', body: body ?? {} });
export const apiPut = <T>(path: string, body: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...opts, method: 'PUT', body });
export const apiDelete = <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...opts, method: 'DELETE', ...(body === undefined ? {} : { body }) });

/** Quiet 404: for features whose endpoints may not exist yet (badges, coverage). */
export const quietNotFound = (e: ApiError) => e.status === 404;
