import type { TFunction } from 'i18next';
import { i18n } from '../../../lib/i18n';

/** /portal/administration/audit */
export const AUDIT_PATH = '/portal/administration/audit';

/** The text of a key when the interface has one (a leaf, not a section), else undefined. */
function known(t: TFunction, key: string): string | undefined {
  if (!i18n.exists(key)) return undefined;
  const text = t(key, { returnObjects: true }) as unknown;
  return typeof text === 'string' ? text : undefined;
}

/** An action in the reader's words when the interface knows it (`permissions.update`), else its key as recorded. */
export const actionLabel = (t: TFunction, action: string) => known(t, `audit.actions.${action}`) ?? action;

/** A kind of record (`permission`, `order`, …) in the reader's words when known, else as recorded. */
export const subjectKindLabel = (t: TFunction, kind: string) => known(t, `audit.subjects.${kind}`) ?? kind;

/** Who acted, by kind: an account, an API key, a system job, or nobody signed in. */
export const actorKindLabel = (t: TFunction, kind: string) => known(t, `audit.actorKinds.${kind}`) ?? kind;

/** The actions the filter offers (each known one, and each resource's whole set), in the reader's words. */
export function actionOptions(t: TFunction): { value: string; label: string }[] {
  const actions = i18n.getResource(i18n.language, 'translation', 'audit.actions') as Record<string, Record<string, string>> | undefined;
  const out: { value: string; label: string }[] = [];
  for (const [resource, verbs] of Object.entries(actions ?? {})) {
    out.push({ value: `${resource}.`, label: t('audit.filters.allOf', { resource }) });
    for (const verb of Object.keys(verbs))
      out.push({ value: `${resource}.${verb}`, label: `${resource}.${verb} · ${actionLabel(t, `${resource}.${verb}`)}` });
  }
  return out;
}

/** A recorded value as text: nothing as a dash, yes/no, a secret's mark, lists and objects as JSON. */
export function valueText(t: TFunction, v: unknown): string {
  if (v === undefined || v === null || v === '') return t('audit.changes.empty');
  if (v === '[secret]') return t('audit.changes.secret');
  if (typeof v === 'boolean') return t(v ? 'audit.changes.yes' : 'audit.changes.no');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
