import type { CustomerCreateInput, CustomerUpdateInput } from '@gsn/domain';
import { type CompanyValues, companyPayload } from '../../../components/company-form/company-values';

/** POST /customers/ with a new master's e-mail. */
export function createPayload(v: CompanyValues): CustomerCreateInput {
  return { ...companyPayload(v), master_email: v.master_email.trim() };
}

/** POST /customers/ from a registered account ("add from master"). */
export function fromMasterPayload(v: CompanyValues, masterId: number): CustomerCreateInput {
  return { ...companyPayload(v), master_id: masterId };
}

/** PUT /customers/{id}: master_id only when the company had none and one was chosen. */
export function updatePayload(v: CompanyValues, hadMaster: boolean): CustomerUpdateInput {
  return { ...companyPayload(v), ...(!hadMaster && v.master_id ? { master_id: Number(v.master_id) } : {}) };
}
