import type { Answer, customerAnswer, customerDetailAnswer } from '@gsn/domain';

/** A company as GET /customers/ answers it: every company field plus id, master and timestamps. */
export type CustomerRow = Answer<typeof customerAnswer>;

/** GET /customers/{id}: the row and the company's account count (a company with accounts cannot be deleted). */
export type CustomerDetail = Answer<typeof customerDetailAnswer>;

/** A contact of a company (commercial, financial, fault reporting) as the answer carries it. */
export type Contact = NonNullable<CustomerRow['commercial_contact']>;

export type { BulkRowResult, BulkRowStatus } from '../../../components/bulk-upload';
