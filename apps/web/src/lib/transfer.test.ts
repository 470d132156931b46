import { beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, mockApi, resetAppState, seedSession } from '../test/utils';
import { ApiError } from './api';
import { getSession } from './session';
import { uploadFile } from './transfer';

describe('file transfers use the fetch core', () => {
  beforeEach(resetAppState);

  it('send the token and renew the expiry from x-session-expires', async () => {
    seedSession(makeAccount());
    const api = mockApi({
      'POST /invnumbers/bulk': { body: { data: [] }, headers: { 'x-session-expires': '2031-05-06T07:08:09.000Z' } },
    });
    await expect(uploadFile('/invnumbers/bulk', new File(['a'], 'a.csv'))).resolves.toEqual({ data: [] });
    expect(api.callsTo('POST', '/invnumbers/bulk')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(getSession()?.expiresAt).toBe('2031-05-06T07:08:09.000Z');
  });

  it('end the session on a 401 and throw the answer as ApiError', async () => {
    seedSession(makeAccount());
    mockApi({ 'POST /invnumbers/bulk': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Session expired' } } });
    const error = await uploadFile('/invnumbers/bulk', new File(['a'], 'a.csv')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(getSession()).toBeNull();
  });
});
