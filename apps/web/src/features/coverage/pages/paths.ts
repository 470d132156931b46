import { isStaff } from '@gsn/domain';

/** The customer's service coverage list (spec 2 §2) and its detail screen. */
export const COVERAGE_PATH = '/portal/management/service_number_coverage';
/** The staff product list (features/products). */
export const SERVICE_NUMBER_TYPES_PATH = '/portal/management/service_number_types';
/** The public coverage list of the visitor area. */
export const VISITOR_COVERAGE_PATH = '/visitor/service_number_coverage';

export const coverageShowPath = (id: number) => `${COVERAGE_PATH}/show/${id}`;
export const visitorCoverageShowPath = (id: number) => `${VISITOR_COVERAGE_PATH}/${id}`;

/**
 * Spec 2 §2: the detail screen's back goes to the staff list for staff and to the coverage list for customers,
 * keeping the list's search and page when the user came from it.
 */
export function backPath(accountTypeId: number, from?: unknown): string {
  const list = isStaff(accountTypeId) ? SERVICE_NUMBER_TYPES_PATH : COVERAGE_PATH;
  if (typeof from === 'string' && (from === list || from.startsWith(`${list}?`))) return from;
  return list;
}

/** The `from` a list passes in the navigation state of its Show links. */
export function fromState(state: unknown): unknown {
  return state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : undefined;
}
