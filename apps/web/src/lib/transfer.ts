import { ApiError, expireSession, parseBody, SESSION_EXPIRES_HEADER, toApiError } from './api';
import { API_BASE } from './env';
import { fixedMessage } from './notify';
import { getSession, updateExpiry } from './session';

/**
 * File transfers the JSON client does not cover: a multipart upload and a binary download, both with the
 * session token. Errors are thrown as ApiError (no toast: the caller decides), a 401 ends the session.
 */
async function send(path: string, init: RequestInit): Promise<Response> {
  const token = getSession()?.token ?? null;
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...init, headers });
  } catch {
    throw new ApiError(0, fixedMessage('defaultError'));
  }
  const expires = response.headers.get(SESSION_EXPIRES_HEADER);
  if (token && expires && response.status !== 401) updateExpiry(expires);
  if (!response.ok) {
    const error = toApiError(response.status, response.statusText, parseBody(await response.text()));
    if (response.status === 401 && token && getSession()?.token === token) expireSession();
    throw error;
  }
  return response;
}

/** POST a file as multipart/form-data (field `file`) and read the JSON answer. */
export async function uploadFile<T>(path: string, file: File, field = 'file'): Promise<T> {
  const body = new FormData();
  body.append(field, file, file.name);
  const response = await send(path, { method: 'POST', body, headers: { Accept: 'application/json' } });
  return parseBody(await response.text()) as T;
}

function filenameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** GET a file with the session token and hand it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const response = await send(path, { method: 'GET' });
  const blob = await response.blob();
  const name = filenameOf(response, fallbackName);
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return name;
}
