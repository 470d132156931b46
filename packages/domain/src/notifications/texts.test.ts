import { describe, expect, it } from 'vitest';
import { notificationLinkLine, subjectLinkLine } from './texts.ts';

describe('notificationLinkLine', () => {
  it('links the notification in the language, English for an unknown one', () => {
    expect(notificationLinkLine('de', 'http://x/1')).toBe('Open the notification: http://x/1');
    expect(notificationLinkLine('zh', 'http://x/1')).toBe('打开通知：http://x/1');
  });
});

describe('subjectLinkLine', () => {
  it('links what the notification is about in the language', () => {
    expect(subjectLinkLine('en', 'http://x/orders/show/1')).toBe('Open it in the portal: http://x/orders/show/1');
    expect(subjectLinkLine('ja', 'http://x/o/1')).toBe('ポータルで開く: http://x/o/1');
    expect(subjectLinkLine(null, 'http://x/o/1')).toBe('Open it in the portal: http://x/o/1');
  });
});
