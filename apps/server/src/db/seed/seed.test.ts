import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers.ts';
import { createIntegrationWorld, type IntegrationWorld, MASTER } from '../../../test/integration-world.ts';
import { notifications, notificationTypes } from '../schema.ts';
import { seed } from './index.ts';
import { builtInNotificationTypes } from '../../modules/index.ts';

let w: IntegrationWorld;
beforeAll(async () => {
  w = await createIntegrationWorld();
});
afterAll(async () => w?.ctx.close());

const orderType = (action: string) =>
  and(
    eq(notificationTypes.functionality_id, 200),
    eq(notificationTypes.category, 'order'),
    eq(notificationTypes.sub_category, 'status'),
    eq(notificationTypes.action, action),
    isNull(notificationTypes.customer_id),
  );

async function placeOrder(reference: string) {
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(w.tokens[MASTER]!),
    payload: w.order({ reference }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  return (await w.ctx.database.db.select().from(notifications).where(eq(notifications.order_id, id))).length;
}

describe('upgrades seed the built-in rows the code needs', () => {
  it('adds a built-in notification type the database lacks at the next start, and keeps an administrator’s edits', async () => {
    const db = w.ctx.database.db;
    // a database as an older version (or an administrator) left it: one type missing, another edited
    await db.delete(notificationTypes).where(orderType('requested'));
    await db
      .update(notificationTypes)
      .set({ alert_email: false, default_receiver_account_type_id: [100] })
      .where(orderType('ready'));
    expect(await placeOrder('SEED-before')).toBe(0); // the trap: an event without its type notifies nobody

    await seed(db, builtInNotificationTypes()); // what the next start runs
    const [restored] = await db.select().from(notificationTypes).where(orderType('requested'));
    expect(restored).toMatchObject({ alert_email: false, alert_user: true });
    expect(restored!.default_receiver_account_type_id.length).toBeGreaterThan(0);
    const [edited] = await db.select().from(notificationTypes).where(orderType('ready'));
    expect(edited).toMatchObject({ alert_email: false, default_receiver_account_type_id: [100] });
    expect(await placeOrder('SEED-after')).toBeGreaterThan(0);

    // once more: nothing added twice
    const count = (await db.select().from(notificationTypes).where(isNull(notificationTypes.customer_id))).length;
    await seed(db, builtInNotificationTypes());
    expect((await db.select().from(notificationTypes).where(isNull(notificationTypes.customer_id))).length).toBe(count);
  });
});
