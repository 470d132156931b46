import { render, screen } from '@testing-library/react';
import { Table } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { resetAppState } from '../test/utils';
import { ListTable } from './list-table';

const widths = { scroll: 0, client: 0 };
const original = {
  scroll: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
  client: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
};

beforeEach(async () => {
  await resetAppState();
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => widths.scroll });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => widths.client });
});
afterEach(() => {
  if (original.scroll) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', original.scroll);
  if (original.client) Object.defineProperty(HTMLElement.prototype, 'clientWidth', original.client);
});

/** The scroll container's minimum width (Mantine's CSS variable). */
const minWidthOf = () =>
  (screen.getByRole('table').closest('.mantine-TableScrollContainer-scrollContainer') as HTMLElement).style.getPropertyValue(
    '--table-min-width',
  );

const renderTable = (rows: string[]) =>
  render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      <ListTable caption="Prices" minWidth={800} columns={['Product', 'NRC', 'MRC']} rows={rows} loading={false}>
        {(r) => (
          <Table.Tr key={r}>
            <Table.Td>{r}</Table.Td>
            <Table.Td>1</Table.Td>
            <Table.Td>2</Table.Td>
          </Table.Tr>
        )}
      </ListTable>
    </AppProviders>,
  );

describe('a list’s table on a narrow screen', () => {
  it('says that more columns lie sideways when they do, and not when the table fits', () => {
    widths.scroll = 800;
    widths.client = 358;
    const narrow = renderTable(['DID France']);
    expect(screen.getByTestId('scroll-cue').textContent).toBe('Scroll sideways for more columns →');
    expect(minWidthOf()).toContain('50rem');
    narrow.unmount();
    widths.scroll = 1200;
    widths.client = 1200;
    renderTable(['DID France']);
    expect(screen.queryByTestId('scroll-cue')).toBeNull();
  });

  it('keeps an empty table to the screen, its "no data" in view, with no cue', () => {
    widths.scroll = 800;
    widths.client = 358;
    renderTable([]);
    expect(screen.queryByTestId('scroll-cue')).toBeNull();
    expect(minWidthOf()).not.toContain('50rem');
  });
});
