import { defineEvent } from '../common/events.ts';

/** The notifications module's own event (common/events.ts): a webhook message for each notification it creates. */
export const NOTIFICATIONS_EVENTS = [
  defineEvent({
    key: 'notification.created',
    webhook: {
      name: 'notification.created',
      label: {
        en: 'Notification created',
        es: 'Notificación creada',
        fr: 'Notification créée',
        ja: '通知の作成',
        ru: 'Уведомление создано',
        zh: '通知已创建',
      },
    },
  }),
];
