import { z } from 'zod';

/** 201 of POST /documents/order/{customer_id}/{order_id}/{input_id}: the stored document and the order's new state. */
export const orderDocumentUploadAnswer = z.object({
  message: z.string(),
  data: z.object({ input_id: z.string(), filename: z.string(), original_name: z.string(), size: z.number().int() }),
  order: z.object({ status: z.string(), updatedAt: z.string() }),
});

/** 201 of POST /documents: the stored template file and where to read it. */
export const templateUploadAnswer = z.object({
  message: z.string(),
  data: z.object({ filename: z.string(), original_name: z.string(), size: z.number().int(), url: z.string() }),
});
