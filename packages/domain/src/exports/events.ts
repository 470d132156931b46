import { defineEvent } from '../common/events.ts';

/** The exports' event (common/events.ts): a webhook message when an export file is ready in Downloads. */
export const EXPORT_EVENTS = [
  defineEvent({
    key: 'export.completed',
    webhook: {
      name: 'export.completed',
      label: {
        en: 'Export completed',
        es: 'Exportación completada',
        fr: 'Export terminé',
        ja: 'エクスポートの完了',
        ru: 'Экспорт завершён',
        zh: '导出已完成',
      },
    },
  }),
];
