import { describe, expect, it } from 'vitest';
import { notificationLinkLine } from './texts.ts';

describe('notificationLinkLine', () => {
  it('links the notification in the language, English for an unknown one', () => {
    expect(notificationLinkLine('de', 'http://x/1')).toBe('Open the notification: http://x/1');
    expect(notificationLinkLine('zh', 'http://x/1')).toBe('打开通知：http://x/1');
  });
});
