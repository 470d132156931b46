import { defineEvent } from '../common/events.ts';

/** The call import's event (common/events.ts): a webhook message when a CSV of call records has been loaded. */
export const CALL_IMPORT_EVENTS = [
  defineEvent({
    key: 'calls.import_completed',
    webhook: {
      name: 'calls.import_completed',
      label: {
        en: 'Call import completed',
        es: 'Importación de llamadas completada',
        fr: 'Import d’appels terminé',
        ja: '通話インポートの完了',
        ru: 'Импорт звонков завершён',
        zh: '话单导入已完成',
      },
    },
  }),
];
