import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer } from '@gsn/domain';
import type {
  chooseProofAnswer,
  EndUserInput,
  endUserListAnswer,
  endUserWriteAnswer,
  orderProofsAnswer,
  proofAnswer,
  proofListAnswer,
  proofWriteAnswer,
} from '@gsn/domain/compliance/schemas';
import { apiGet, apiPost, apiPut } from '../../../lib/api';
import { downloadFile, uploadFile } from '../../../lib/transfer';

export const COMPLIANCE_KEY = ['compliance'] as const;

export type ProofView = Answer<typeof proofAnswer>;
export type ProofPage = Answer<typeof proofListAnswer>;
export type EndUserView = Answer<typeof endUserListAnswer>['data'][number];

const qs = (params: Record<string, string | number | undefined | null>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export interface ProofFilter {
  page: number;
  limit: number;
  type?: string;
  state?: string;
  /** Only the proofs an order input may use today. */
  input?: string;
}

export interface VerificationFilter {
  page: number;
  limit: number;
  state: string;
  type?: string;
  search?: string;
}

/** The GET queries of compliance profiles (their keys are what the writes invalidate). */
export const complianceQueries = {
  endUsers: () =>
    queryOptions({
      queryKey: [...COMPLIANCE_KEY, 'end-users'],
      queryFn: ({ signal }) => apiGet<Answer<typeof endUserListAnswer>>('/compliance/end-users', { signal }),
    }),
  proofs: (f: ProofFilter) =>
    queryOptions({
      queryKey: [...COMPLIANCE_KEY, 'documents', f],
      queryFn: ({ signal }) =>
        apiGet<ProofPage>(`/compliance/documents?${qs({ page: f.page, limit: f.limit, type: f.type, state: f.state, input: f.input })}`, {
          signal,
          // an order's field offers them beside its upload: no toast when they cannot be read
          silent: f.input !== undefined,
        }),
      placeholderData: keepPreviousData,
    }),
  verifications: (f: VerificationFilter) =>
    queryOptions({
      queryKey: [...COMPLIANCE_KEY, 'verifications', f],
      queryFn: ({ signal }) =>
        apiGet<ProofPage>(
          `/compliance/verifications?${qs({ page: f.page, limit: f.limit, state: f.state, type: f.type, search: f.search })}`,
          {
            signal,
          },
        ),
      placeholderData: keepPreviousData,
    }),
  orderProofs: (orderId: number) =>
    queryOptions({
      queryKey: [...COMPLIANCE_KEY, 'orders', orderId],
      queryFn: ({ signal }) => apiGet<Answer<typeof orderProofsAnswer>>(`/compliance/orders/${orderId}/proofs`, { signal }),
    }),
};

export const useEndUsers = () => useQuery(complianceQueries.endUsers());
export const useProofs = (f: ProofFilter, enabled = true) => useQuery({ ...complianceQueries.proofs(f), enabled });
export const useVerifications = (f: VerificationFilter) => useQuery(complianceQueries.verifications(f));

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: COMPLIANCE_KEY });
}

/** POST or PUT an end user of the company. */
export function useSaveEndUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: EndUserInput & { id?: number }) =>
      id
        ? apiPut<Answer<typeof endUserWriteAnswer>>(`/compliance/end-users/${id}`, body, { silent: true })
        : apiPost<Answer<typeof endUserWriteAnswer>>('/compliance/end-users', body, { silent: true }),
    onSuccess: invalidate,
  });
}

export interface ProofUpload {
  type: string;
  country: string;
  end_user_id?: number | null;
  valid_until?: string | null;
  file: File;
}

/** POST /compliance/documents: a new proof of the company (multipart), pending until staff verify it. */
export function useUploadProof() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ file, ...q }: ProofUpload) =>
      uploadFile<Answer<typeof proofWriteAnswer>>(
        `/compliance/documents?${qs({ type: q.type, country: q.country, end_user_id: q.end_user_id, valid_until: q.valid_until })}`,
        file,
      ),
    onSuccess: invalidate,
  });
}

/** PUT /compliance/documents/{id}/verification (staff). */
export function useVerifyProof() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; state: 'approved' | 'rejected'; reason?: string | null; valid_until?: string | null }) =>
      apiPut<Answer<typeof proofWriteAnswer>>(`/compliance/documents/${id}/verification`, body, { silent: true }),
    onSuccess: invalidate,
  });
}

export type ChooseAnswer = Answer<typeof chooseProofAnswer>;

/** PUT /compliance/orders/{order}/proofs/{input}: the order uses one of the company's proofs. */
export const chooseProof = (orderId: number, input: string, documentId: number) =>
  apiPut<ChooseAnswer>(`/compliance/orders/${orderId}/proofs/${input}`, { document_id: documentId }, { silent: true });

/** POST /compliance/orders/{order}/proofs/{input}: a new proof that joins the company's store, used by the order. */
export const uploadOrderProof = (orderId: number, input: string, file: File) =>
  uploadFile<ChooseAnswer>(`/compliance/orders/${orderId}/proofs/${input}`, file);

/** GET /compliance/documents/{id}/file: saves the proof under its original name. */
export const downloadProof = (p: Pick<ProofView, 'id' | 'original_name'>) =>
  downloadFile(`/compliance/documents/${p.id}/file`, p.original_name ?? `proof-${p.id}`);
