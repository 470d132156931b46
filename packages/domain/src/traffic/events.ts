import type { Language } from '../accounts/languages.ts';
import { defineEvent, type EventValues } from '../common/events.ts';
import type { TrafficAlertKind } from './rules.ts';

/**
 * The events of traffic alerts (common/events.ts; docs/webhooks.md): an alert opened on a number and an alert
 * resolved, told to the number's company and the provider's operations and sent as webhook events.
 */
export interface TrafficEventParams {
  alert_id: number;
  /** Null: an alert on the company's traffic as a whole (its numbers summed). */
  service_number: string | null;
  kind: TrafficAlertKind;
}

/** What an alert on a company's traffic as a whole is on, in place of a number. */
const ALL_NUMBERS: Record<Language, string> = {
  en: 'all the company’s numbers',
  es: 'todos los números de la empresa',
  fr: 'tous les numéros de la société',
  ja: '会社の全番号',
  ru: 'все номера компании',
  zh: '公司全部号码',
};

const KIND_NAMES: Record<Language, Record<TrafficAlertKind, string>> = {
  en: {
    pumping: 'traffic pumping',
    short_calls: 'a burst of short calls',
    origin_mix: 'an unusual mix of callers',
    single_caller: 'one caller hammering',
    quality: 'a fall in answered calls',
  },
  es: {
    pumping: 'bombeo de tráfico',
    short_calls: 'una ráfaga de llamadas cortas',
    origin_mix: 'un origen de llamadas inusual',
    single_caller: 'un llamante insistente',
    quality: 'una caída de llamadas contestadas',
  },
  fr: {
    pumping: 'pompage de trafic',
    short_calls: 'une rafale d’appels courts',
    origin_mix: 'une origine d’appels inhabituelle',
    single_caller: 'un appelant qui insiste',
    quality: 'une chute des appels aboutis',
  },
  ja: {
    pumping: 'トラフィック・パンピング',
    short_calls: '短時間通話の急増',
    origin_mix: '発信元の異常な偏り',
    single_caller: '特定発信者の集中',
    quality: '応答率の低下',
  },
  ru: {
    pumping: 'накрутка трафика',
    short_calls: 'всплеск коротких звонков',
    origin_mix: 'необычный состав звонящих',
    single_caller: 'один навязчивый абонент',
    quality: 'падение отвеченных звонков',
  },
  zh: {
    pumping: '话务泵送',
    short_calls: '短呼激增',
    origin_mix: '来电来源异常',
    single_caller: '单一主叫集中呼叫',
    quality: '接通率下降',
  },
};

const TEXTS: Record<Language, { opened: string; openedMessage: string; resolved: string; resolvedMessage: string }> = {
  en: {
    opened: 'Traffic alert on {number}',
    openedMessage: 'Possible {kind}. Open the alert to see the figures and the calls.',
    resolved: 'Traffic alert resolved on {number}',
    resolvedMessage: 'The alert for {kind} is resolved.',
  },
  es: {
    opened: 'Alerta de tráfico en {number}',
    openedMessage: 'Posible {kind}. Abra la alerta para ver las cifras y las llamadas.',
    resolved: 'Alerta de tráfico resuelta en {number}',
    resolvedMessage: 'La alerta por {kind} está resuelta.',
  },
  fr: {
    opened: 'Alerte de trafic sur {number}',
    openedMessage: 'Possible {kind}. Ouvrez l’alerte pour voir les chiffres et les appels.',
    resolved: 'Alerte de trafic résolue sur {number}',
    resolvedMessage: 'L’alerte pour {kind} est résolue.',
  },
  ja: {
    opened: '{number} のトラフィック警告',
    openedMessage: '{kind}の可能性があります。数値と通話を確認してください。',
    resolved: '{number} のトラフィック警告が解決',
    resolvedMessage: '{kind}の警告は解決しました。',
  },
  ru: {
    opened: 'Предупреждение о трафике на {number}',
    openedMessage: 'Возможно, {kind}. Откройте предупреждение, чтобы увидеть цифры и звонки.',
    resolved: 'Предупреждение о трафике на {number} снято',
    resolvedMessage: 'Предупреждение («{kind}») снято.',
  },
  zh: {
    opened: '{number} 话务告警',
    openedMessage: '可能存在{kind}。打开告警查看数据和通话。',
    resolved: '{number} 话务告警已解除',
    resolvedMessage: '{kind}告警已解除。',
  },
};

const values: EventValues<TrafficEventParams> = (p, language) => ({
  number: p.service_number ?? ALL_NUMBERS[language],
  kind: p.kind ? KIND_NAMES[language][p.kind] : '',
});

const LANGS: Language[] = ['en', 'es', 'fr', 'ja', 'ru', 'zh'];
const each = (f: (l: Language) => { title: string; message: string }) =>
  Object.fromEntries(LANGS.map((l) => [l, f(l)])) as Record<Language, { title: string; message: string }>;

export const TRAFFIC_EVENTS = [
  defineEvent<TrafficEventParams>({
    key: 'traffic.alert_opened',
    webhook: {
      name: 'traffic.alert_opened',
      label: {
        en: 'Traffic alert opened',
        es: 'Alerta de tráfico abierta',
        fr: 'Alerte de trafic ouverte',
        ja: 'トラフィック警告の発生',
        ru: 'Открыто предупреждение о трафике',
        zh: '话务告警产生',
      },
    },
    notification: { texts: each((l) => ({ title: TEXTS[l].opened, message: TEXTS[l].openedMessage })), values },
  }),
  defineEvent<TrafficEventParams>({
    key: 'traffic.alert_resolved',
    webhook: {
      name: 'traffic.alert_resolved',
      label: {
        en: 'Traffic alert resolved',
        es: 'Alerta de tráfico resuelta',
        fr: 'Alerte de trafic résolue',
        ja: 'トラフィック警告の解決',
        ru: 'Предупреждение о трафике снято',
        zh: '话务告警解除',
      },
    },
    notification: { texts: each((l) => ({ title: TEXTS[l].resolved, message: TEXTS[l].resolvedMessage })), values },
  }),
];
