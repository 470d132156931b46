import * as XLSX from '@e965/xlsx';
import type { OrderStatus } from '@gsn/domain';
import { orders, serviceNumberTypeOrderHistory } from '../src/db/schema.ts';
import type { TestContext } from './helpers.ts';
import { makeZip, xls, xlsx } from './spreadsheets.ts';

/** Sample files of every document type (real headers and structure), and order fixtures for document tests. */

export const samples = {
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n'), Buffer.alloc(300, 0x20), Buffer.from('%%EOF\n')]),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR'),
    Buffer.alloc(200, 3),
  ]),
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(200, 5),
    Buffer.from([0xff, 0xd9]),
  ]),
  /** A Word 97–2003 file: an OLE compound file with a WordDocument stream. */
  doc: (() => {
    const cfb = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(cfb, '/WordDocument', Buffer.alloc(1200, 0x41));
    return XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer;
  })(),
  docx: makeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: '_rels/.rels', data: Buffer.from('<?xml version="1.0"?><Relationships/>') },
    { name: 'word/document.xml', data: Buffer.from('<?xml version="1.0"?><w:document><w:body>Hello</w:body></w:document>') },
  ]),
  xlsx: xlsx([['translation_number'], ['+442079460000']]),
  /** An Excel 97–2003 file: OLE too, but not a Word document. */
  xls: xls([['a'], ['b']]),
  /** A Windows program. */
  exe: Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
    Buffer.alloc(300, 0),
    Buffer.from('This program cannot be run in DOS mode.'),
  ]),
  /** A zip that is no Office document. */
  zip: makeZip([{ name: 'notes.txt', data: Buffer.from('hello') }]),
};

/**
 * A docx whose document part is `mib` MiB of repeated XML: small on disk, huge once inflated (zip bomb).
 */
export function docxBomb(mib: number): Buffer {
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: 'word/document.xml', data: Buffer.alloc(mib * 1024 * 1024, '<w:p>boom</w:p>') },
  ]);
}

/** An order of the company, inserted directly (with its product snapshot), in the given status. */
export async function insertOrder(ctx: TestContext, customerId: number, status: OrderStatus = 'requested'): Promise<number> {
  const db = ctx.database.db;
  const [snap] = await db
    .insert(serviceNumberTypeOrderHistory)
    .values({ product: { service_type: 'DID', jurisdiction: 'United Kingdom' }, service_type: 'DID', jurisdiction: 'United Kingdom' })
    .returning({ id: serviceNumberTypeOrderHistory.id });
  const [order] = await db
    .insert(orders)
    .values({
      customer_id: customerId,
      service_number_type_order_history_id: snap!.id,
      service_type: 'DID',
      jurisdiction: 'United Kingdom',
      status,
      number_quantity: 1,
      reference: `Ref ${Math.random().toString(36).slice(2, 8)}`,
      updatedAt: new Date('2024-01-01T00:00:00Z'),
    })
    .returning({ id: orders.id });
  return order!.id;
}
