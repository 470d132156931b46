import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { mockApi } from '../test/utils';
import { type Jurisdiction, jurisdictionNames, jurisdictionsQuery, useJurisdictions } from './jurisdictions';

const row = (id: number, name: string): Jurisdiction => ({ id, name, country_code: 'XX', dial_code: String(id), region: 'R' });

describe('the jurisdictions', () => {
  it('are one query under one key, and their names come sorted', async () => {
    const api = mockApi({ 'GET /jurisdictions': { body: { data: [row(2, 'Spain'), row(1, 'France')], count: 2 } } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const first = renderHook(() => useJurisdictions(), { wrapper });
    const second = renderHook(() => useJurisdictions({ silent: true }), { wrapper });
    await waitFor(() => expect(first.result.current.data).toHaveLength(2));
    expect(second.result.current.data?.map((j) => j.name)).toEqual(['Spain', 'France']);
    expect(jurisdictionNames(first.result.current.data ?? [])).toEqual(['France', 'Spain']);
    expect(api.callsTo('GET', '/jurisdictions')).toHaveLength(1);
    expect(jurisdictionsQuery().queryKey).toEqual(['reference', 'jurisdictions']);
  });
});
