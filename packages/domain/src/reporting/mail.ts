import { LANGUAGES, type Language } from '../accounts/languages.ts';

/** The "report ready" mail: a link to Downloads, never the file. `{name}`, `{file}` and `{url}` are filled in. */
const READY: Record<Language, { subject: string; text: string }> = {
  en: {
    subject: 'Your report "{name}" is ready',
    text: 'Your report "{name}" is ready ({file}). Download it from Downloads: {url}',
  },
  es: {
    subject: 'Su informe «{name}» está listo',
    text: 'Su informe «{name}» está listo ({file}). Descárguelo en Descargas: {url}',
  },
  fr: {
    subject: 'Votre rapport « {name} » est prêt',
    text: 'Votre rapport « {name} » est prêt ({file}). Téléchargez-le depuis Téléchargements : {url}',
  },
  ja: {
    subject: 'レポート「{name}」の準備ができました',
    text: 'レポート「{name}」の準備ができました（{file}）。ダウンロードからダウンロードしてください: {url}',
  },
  ru: {
    subject: 'Ваш отчёт «{name}» готов',
    text: 'Ваш отчёт «{name}» готов ({file}). Скачайте его в разделе «Загрузки»: {url}',
  },
  zh: {
    subject: '您的报表“{name}”已就绪',
    text: '您的报表“{name}”已就绪（{file}）。请在“下载”中下载：{url}',
  },
};

/** The mail in the receiver's profile language (English when none or an unknown one is set). */
export function reportReadyMail(
  language: string | null | undefined,
  v: { name: string; file: string; url: string },
): { subject: string; text: string } {
  const m = READY[LANGUAGES.includes(language as Language) ? (language as Language) : 'en'];
  const fill = (s: string) => s.replace(/\{(name|file|url)\}/g, (_, k: 'name' | 'file' | 'url') => v[k]);
  return { subject: fill(m.subject), text: `${fill(m.text)}\n` };
}
