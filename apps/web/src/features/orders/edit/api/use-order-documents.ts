import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer, DocumentInput, orderDocumentUploadAnswer } from '@gsn/domain';
import { downloadFile, uploadFile } from '../../../../lib/transfer';
import { ORDERS_KEY, type OrderDetail, orderQueries } from '../../api/use-orders';
import { documentPath } from '../lib/edit-model';

/** POST /documents/order/{customer_id}/{order_id}/{input_id}: 201 with the stored file and the order's new status. */
export type UploadAnswer = Answer<typeof orderDocumentUploadAnswer>;

/**
 * Uploads one document of an order (multipart field `file`). Errors are thrown, not toasted: the field shows
 * them and clears itself (spec 2 §5). After an upload the order is fetched again (its status becomes saved).
 */
export function useUploadOrderDocument(order: Pick<OrderDetail, 'id' | 'customer_id'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, file }: { input: DocumentInput; file: File }) => uploadFile<UploadAnswer>(documentPath(order, input), file),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderQueries.detail(order.id).queryKey }),
        client.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] }),
      ]),
  });
}

/** GET /documents/order/{customer_id}/{order_id}/{filename}: saves the file under its original name. */
export function downloadOrderDocument(order: Pick<OrderDetail, 'id' | 'customer_id'>, filename: string, originalName: string) {
  return downloadFile(documentPath(order, filename), originalName);
}
