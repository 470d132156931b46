import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, STRONG } from '../../test/helpers.ts';
import { createIntegrationWorld, type IntegrationWorld, MASTER } from '../../test/integration-world.ts';
import { sessions } from '../db/schema.ts';

let w: IntegrationWorld;
beforeAll(async () => {
  w = await createIntegrationWorld();
});
afterAll(async () => w?.ctx.close());

const post = (url: string, credential: string, payload: object) =>
  w.ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(credential), payload });

/** Makes the account's sessions' last proof older than the step-up window. */
const ageProofs = () =>
  w.ctx.database.db
    .update(sessions)
    .set({ authenticated_at: sql`now() - interval '6 minutes'` })
    .where(eq(sessions.account_id, w.ids[MASTER]!));

describe('step-up: sensitive changes need a proof younger than 5 minutes', () => {
  it('a fresh sign-in may create a key; an old proof gets 401 step_up_required until the password is given again', async () => {
    const token = w.tokens[MASTER]!;
    expect((await post('/account/api_keys', token, { name: 'fresh' })).statusCode).toBe(201);
    await ageProofs();
    const stale = await post('/account/api_keys', token, { name: 'stale' });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'auth.step_up_required' });
    // the session itself is still good
    expect((await w.ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(token) })).statusCode).toBe(200);
    const wrong = await post('/account/reauth', token, { password: 'not-it' });
    expect(wrong.statusCode).toBe(422);
    expect((await post('/account/api_keys', token, { name: 'still stale' })).statusCode).toBe(401);
    const right = await post('/account/reauth', token, { password: STRONG });
    expect(right.statusCode, right.body).toBe(200);
    const again = await post('/account/api_keys', token, { name: 'after proof' });
    expect(again.statusCode, again.body).toBe(201);
    // an API key can neither prove nor create
    const { secret } = again.json() as { secret: string };
    expect((await post('/account/reauth', secret, { password: STRONG })).statusCode).toBe(403);
    expect((await post('/account/api_keys', secret, { name: 'by key' })).statusCode).toBe(403);
  });
});
