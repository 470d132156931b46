import { describe, expect, it } from 'vitest';
import { monthOffset, monthPartition, monthPartitionExpired } from '../common/month-partitions.ts';
import { callPartition, monthsAhead, partitionExpired } from './call-partitions.ts';

describe('monthly call partitions', () => {
  const now = new Date('2026-11-24T08:00:00Z');
  it('names months and their UTC bounds, across a year', () => {
    expect(monthOffset(now, 2)).toBe('2027-01');
    expect(monthOffset(now, -13)).toBe('2025-10');
    expect(callPartition('2026-12')).toEqual({ name: 'calls_202612', from: '2026-12-01 00:00:00+00', to: '2027-01-01 00:00:00+00' });
    expect(monthsAhead(now)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('expires whole months older than the retention; never the default partition', () => {
    expect(partitionExpired('calls_202509', now, 13)).toBe(true);
    expect(partitionExpired('calls_202510', now, 13)).toBe(false);
    expect(partitionExpired('calls_202611', now, 1)).toBe(false);
    expect(partitionExpired('calls_202609', now, 1)).toBe(true);
    expect(partitionExpired('calls_default', now, 1)).toBe(false);
  });
});

describe('monthly partitions of other tables', () => {
  const now = new Date('2026-11-24T08:00:00Z');
  it('names them after their table and expires only that table’s months', () => {
    expect(monthPartition('audit_events', '2026-12').name).toBe('audit_events_202612');
    expect(monthPartitionExpired('audit_events', 'audit_events_202509', now, 13)).toBe(true);
    expect(monthPartitionExpired('audit_events', 'audit_events_202510', now, 13)).toBe(false);
    expect(monthPartitionExpired('audit_events', 'calls_202001', now, 13)).toBe(false);
    expect(monthPartitionExpired('audit_events', 'audit_events_default', now, 13)).toBe(false);
    expect(partitionExpired('audit_events_202001', now, 13)).toBe(false);
  });
});
