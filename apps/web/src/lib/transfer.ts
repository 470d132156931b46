import { authorizedFetch, parseBody } from './api';

/**
 * File transfers the JSON client does not cover: a multipart upload and a binary download, both through the
 * API's fetch core (session token, renewed expiry, a 401 ends the session). Errors are thrown as ApiError (no
 * toast: the caller decides).
 */
const send = (path: string, init: RequestInit) => authorizedFetch(path, init);

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
