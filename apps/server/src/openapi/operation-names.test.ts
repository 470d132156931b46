import { describe, expect, it } from 'vitest';
import { deriveOperationId, singular, summaryOf } from './operation-names.ts';

describe('operation names', () => {
  it('names the usual operations of a resource', () => {
    expect(deriveOperationId('GET', '/orders', true)).toBe('listOrders');
    expect(deriveOperationId('POST', '/orders', false)).toBe('createOrder');
    expect(deriveOperationId('GET', '/orders/:id', false)).toBe('getOrder');
    expect(deriveOperationId('PUT', '/orders/{id}', false)).toBe('updateOrder');
    expect(deriveOperationId('DELETE', '/orders/:id/numbers/:numberId', false)).toBe('deleteOrderNumber');
  });

  it('reads words joined by _ or - and a GET that answers no page as one thing', () => {
    expect(deriveOperationId('GET', '/account/api_keys', false)).toBe('getAccountApiKeys');
    expect(deriveOperationId('GET', '/webhooks/:id/deliveries', true)).toBe('listWebhookDeliveries');
    expect(deriveOperationId('POST', '/compliance/expiry-check', false)).toBe('createComplianceExpiryCheck');
  });

  it('names a POST that ends in an action by the action', () => {
    expect(deriveOperationId('POST', '/customers/bulk', false)).toBe('bulkCreateCustomers');
    expect(deriveOperationId('POST', '/calls/import', false)).toBe('importCalls');
    expect(deriveOperationId('POST', '/webhooks/:id/deliveries/:delivery_id/retry', false)).toBe('retryWebhookDelivery');
    expect(deriveOperationId('GET', '/reporting/reports/:id/run', false)).toBe('getReportingReportRun');
  });

  it('makes plurals singular as paths spell them', () => {
    expect(['deliveries', 'addresses', 'orders', 'status', 'access'].map(singular)).toEqual([
      'delivery',
      'address',
      'order',
      'status',
      'access',
    ]);
  });

  it('turns an operationId into a sentence', () => {
    expect(summaryOf('listWebhookDeliveries')).toBe('List webhook deliveries');
    expect(summaryOf('getOrder')).toBe('Get order');
  });
});
