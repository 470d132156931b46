import { LANGUAGES, type Language } from '@gsn/domain';

/**
 * The first interface language an `Accept-Language` header names (quality order; `zh-Hans-CN` counts as `zh`),
 * or undefined when it names none. The web app sends its interface language this way.
 */
export function acceptedLanguage(header: string | string[] | undefined): Language | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  const tags = value
    .split(',')
    .map((part, i) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((t) => t.tag && Number.isFinite(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const t of tags) {
    const base = t.tag.split('-')[0] as Language;
    if (LANGUAGES.includes(base)) return base;
  }
  return undefined;
}
