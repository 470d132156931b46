import {
  availableActions,
  confirmationOnly,
  editSteps,
  missingRequirements,
  type OrderActor,
  type OrderStatus,
  REQUIREMENT_FLAGS,
} from '@gsn/domain';
import type { ProductView } from '../../../coverage';
import { product as coverageProduct, tariff } from '../../../../test/fixtures/coverage';
import type { OrderDetail } from '../../api/use-orders';
import { EMPTY_ORDER_FIELDS } from '../../test/fixtures';

/** A snapshot product with no requirement flag set except the given ones. */
export function snapshotProduct(flags: Partial<ProductView> = {}): ProductView {
  const none = Object.fromEntries(REQUIREMENT_FLAGS.map((f) => [f, false]));
  return coverageProduct({ ...none, ...flags });
}

/**
 * An order as GET /orders/{id} answers it, with `requirements`, `actions`, `steps` and `confirmation_only`
 * computed by the domain rules for the given viewer, as the server does.
 */
export function orderDetail(
  viewer: OrderActor,
  overrides: Partial<OrderDetail> & { product?: ProductView; status?: OrderStatus } = {},
): OrderDetail {
  const { product: p = snapshotProduct(), ...rest } = overrides;
  const base = {
    id: 42,
    customer_id: 3,
    customer: 'Northwind Telecom',
    created_by: { id: 50, email: 'master@northwind.example', firstname: 'Mia', lastname: 'Master' },
    service_number_type_order_history_id: 7,
    service_number_type_id: p.id,
    service_type: p.service_type,
    jurisdiction: p.jurisdiction,
    status: 'saved' as OrderStatus,
    number_quantity: 5,
    channel_quantity: 0,
    reference: 'Northwind 12345',
    ...EMPTY_ORDER_FIELDS,
    date_purchase: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
    servicenumbertypeorderhistory: {
      service_type: p.service_type,
      jurisdiction: p.jurisdiction,
      currency: 'USD',
      nrc: '12.50',
      mrc: '3.75',
      product: p,
      tariff: tariff(),
    },
    custom_tariff: null,
    documents: {},
    events: [],
    may_custom_price: false,
    numbers: { count: 0, states: {} },
    ...rest,
  };
  const missing = missingRequirements(p, base as unknown as Record<string, unknown>);
  const complete = missing.length === 0;
  return {
    requirements: { missing, complete },
    actions: availableActions(viewer, { status: base.status, requirementsComplete: complete, customPricing: !!base.custom_tariff }),
    steps: editSteps(p, base as unknown as Record<string, unknown>),
    confirmation_only: confirmationOnly(viewer, base.status),
    ...base,
    ...(rest.requirements ? { requirements: rest.requirements } : {}),
  } as OrderDetail;
}
