import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, notificationListQuery, notificationUpdateSchema, TICKET_TITLES, ticketCreateSchema } from './schemas.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('ticketCreateSchema', () => {
  it('accepts the three titles and up to 250 words, defaulting the functionality to 800', () => {
    for (const title of TICKET_TITLES) {
      expect(ticketCreateSchema.parse({ title, message: `  ${words(250)}\n` })).toEqual({
        title,
        message: words(250),
        functionality_id: 800,
      });
    }
    expect(ticketCreateSchema.parse({ title: 'Other', message: 'x', functionality_id: '800' }).functionality_id).toBe(800);
  });

  it('refuses other titles, empty messages, 251 words and other functionalities', () => {
    const issue = (v: unknown) => {
      const r = ticketCreateSchema.safeParse(v);
      return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issue({ title: 'Billing', message: 'x' })).toEqual([`title: ${NOTIFICATION_MESSAGES.ticketTitle}`]);
    expect(issue({ title: 'Other', message: ' \n ' })).toEqual([`message: ${NOTIFICATION_MESSAGES.ticketEmpty}`]);
    expect(issue({ title: 'Other' })).toEqual([`message: ${NOTIFICATION_MESSAGES.ticketEmpty}`]);
    expect(issue({ title: 'Other', message: words(251) })).toEqual([`message: ${NOTIFICATION_MESSAGES.tooManyWords}`]);
    expect(issue({ title: 'Other', message: 'x'.repeat(6000) })).not.toBeNull();
    expect(issue({ title: 'Other', message: 'x', functionality_id: 400 })?.[0]).toMatch(/^functionality_id/);
  });
});

describe('notification queries', () => {
  it('reads the list filters', () => {
    expect(notificationListQuery.parse({ receiver: 'me', unread: 'true', limit: '0' })).toMatchObject({
      receiver: 'me',
      unread: true,
      limit: 10,
      page: 0,
    });
    expect(notificationListQuery.safeParse({ receiver: 'everyone' }).success).toBe(false);
    expect(notificationListQuery.safeParse({ orderby: 'notification_message' }).success).toBe(false);
    expect(notificationUpdateSchema.parse({ notification_read: 'false' })).toEqual({ notification_read: false });
    expect(notificationUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('notification list filters', () => {
  const issues = (v: Record<string, unknown>) =>
    notificationListQuery.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('takes a category slug and UTC days, blanks as none', () => {
    expect(notificationListQuery.parse({ category: ' order ', fromDate: '2026-11-01', toDate: '' })).toMatchObject({
      category: 'order',
      fromDate: '2026-11-01',
      toDate: null,
    });
    expect(notificationListQuery.parse({ fromDate: '2026-11-01', toDate: '2026-11-01' }).fromDate).toBe('2026-11-01');
  });

  it('refuses a category that is no slug, impossible days and from after to, on each field', () => {
    expect(issues({ category: 'Order Issue' })).toEqual([['category', NOTIFICATION_MESSAGES.badCategory]]);
    expect(issues({ fromDate: '2026-02-30' })).toEqual([['fromDate', NOTIFICATION_MESSAGES.badDate]]);
    expect(issues({ fromDate: '2026-11-05', toDate: '2026-11-01' })).toEqual([
      ['fromDate', NOTIFICATION_MESSAGES.fromAfterTo],
      ['toDate', NOTIFICATION_MESSAGES.toBeforeFrom],
    ]);
  });
});
