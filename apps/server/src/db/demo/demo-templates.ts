import { and, eq, isNull } from 'drizzle-orm';
import type { Storage } from '../../lib/storage.ts';
import type { Db } from '../connect.ts';
import { documents } from '../schema.ts';
import { tinyPdf } from './demo-orders.ts';

/** Marks the demo's template documents (input_id of a template row), so a second load finds them again. */
const DEMO_TEMPLATE = 'demo-template';

/**
 * The template links of the demo products (`…_link` fields, written as the addresses of an imaginary document
 * site) become templates stored as an upload stores them (POST /documents): a small PDF each, served by
 * GET /api/documents/{name}. Answers the stored name by link, for the products to link to. Idempotent.
 */
export async function storeDemoTemplates(db: Db, storage: Storage, links: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const link of new Set(links)) {
    const base = (link.split('/').pop() ?? 'template').replace(/\.[a-z0-9]+$/i, '');
    const original = `${base}.pdf`;
    const [known] = await db
      .select({ filename: documents.filename })
      .from(documents)
      .where(and(isNull(documents.order_id), eq(documents.input_id, DEMO_TEMPLATE), eq(documents.original_name, original)));
    if (known) {
      out.set(link, known.filename);
      continue;
    }
    const file = await storage.put(tinyPdf(`Template - ${base.replace(/-/g, ' ')}`), 'pdf');
    await db.insert(documents).values({
      filename: file.name,
      original_name: original,
      content_type: 'application/pdf',
      size: file.size,
      input_id: DEMO_TEMPLATE,
    });
    out.set(link, file.name);
  }
  return out;
}
