import fs from 'node:fs';
import { readSheetInThread } from './src/lib/sheet-thread.ts';
import { INVENTORY_BULK_LIMITS } from './src/modules/inventory/inventory-bulk.ts';
const data = fs.readFileSync(process.argv[2]!);
const t = Date.now();
try {
  const s = await readSheetInThread(
    { filename: 'big.xls', data },
    { limits: INVENTORY_BULK_LIMITS, validator: 'inventory', batchSize: 500 },
  );
  let n = 0;
  for await (const b of s.batches()) n += b.length;
  console.log('rows', n);
} catch (e) {
  console.log('error', (e as Error).message);
}
console.log(Date.now() - t, 'ms');
