import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer, DocumentInput, orderDocumentUploadAnswer } from '@gsn/domain';
import { proofTypesFor } from '@gsn/domain/compliance/rules';
import { downloadFile, uploadFile } from '../../../../lib/transfer';
import { COMPLIANCE_KEY, uploadOrderProof } from '../../../compliance';
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
    // a proof (passport, registration, …) joins the company's compliance profile, reused by its next orders
    mutationFn: ({ input, file }: { input: DocumentInput; file: File }): Promise<{ message: string }> =>
      proofTypesFor(input).length ? uploadOrderProof(order.id, input, file) : uploadFile<UploadAnswer>(documentPath(order, input), file),
    onSuccess: () => refreshOrder(client, order.id),
  });
}

/** The order (its status and documents), the orders list and the company's proofs after a document changed. */
export const refreshOrder = (client: ReturnType<typeof useQueryClient>, orderId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: orderQueries.detail(orderId).queryKey }),
    client.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] }),
    client.invalidateQueries({ queryKey: COMPLIANCE_KEY }),
  ]);

/** GET /documents/order/{customer_id}/{order_id}/{filename}: saves the file under its original name. */
export function downloadOrderDocument(order: Pick<OrderDetail, 'id' | 'customer_id'>, filename: string, originalName: string) {
  return downloadFile(documentPath(order, filename), originalName);
}
