import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession, fileInputOf } from '../../../test/utils';
import { ALL_FLAGS } from '../../../test/fixtures/accounts';

const admin = makeAccount({ id: 1 });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('bulk customer upload', () => {
  beforeEach(resetAppState);

  it('rejects a file that is not xlsx/xls with the spec message, without uploading', async () => {
    seedSession(admin, [perm(120, ALL_FLAGS)]);
    const api = mockApi({});
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/portal/account/customers/bulk');
    const input = await screen.findByLabelText('Spreadsheet file');
    await user.upload(fileInputOf(input), new File(['name,master_email\n'], 'customers.csv', { type: 'text/csv' }));
    // an error toast, and the message under the field
    await waitFor(() => expect(screen.getAllByText('Please upload xlsx/xls file')).toHaveLength(2));
    expect(screen.getByRole('alert').textContent).toBe('Please upload xlsx/xls file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Please upload xlsx/xls file');
    expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('POST', '/customers/bulk')).toHaveLength(0);
  });

  it('uploads an xlsx file and lists created, existing and failed rows', async () => {
    seedSession(admin, [perm(120, ALL_FLAGS)]);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      'POST /customers/bulk': {
        body: {
          data: [
            { row: 2, status: 'created', errors: [] },
            { row: 3, status: 'exist', errors: [{ field: 'name', message: 'Northwind Telecom already exists' }] },
            {
              row: 4,
              status: 'error',
              errors: [
                { field: 'name', message: 'Please introduce the company name' },
                { field: 'master_email', message: 'Please add the email for the master account' },
              ],
            },
          ],
        },
      },
    });
    // hold the answer to see the progress
    const answer = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      await gate;
      return answer!(input, init);
    });
    const user = userEvent.setup();
    renderApp('/portal/account/customers/bulk');
    await user.upload(fileInputOf(await screen.findByLabelText('Spreadsheet file')), new File(['x'], 'customers.xlsx', { type: XLSX }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Uploading customers.xlsx…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload in progress' })).toBeTruthy();
    release();

    const table = await screen.findByRole('table', { name: 'Result of each row of the file' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('Created Successfully')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Already exist')).toBeTruthy();
    expect((rows[1] as HTMLElement).textContent).toContain('name: Northwind Telecom already exists');
    expect(within(rows[2] as HTMLElement).getByText('Error')).toBeTruthy();
    expect((rows[2] as HTMLElement).textContent).toContain('name: Please introduce the company name');
    expect((rows[2] as HTMLElement).textContent).toContain('master_email: Please add the email for the master account');
    expect(screen.getByTestId('bulk-summary').textContent).toBe('Created: 1Already exist: 1With errors: 1');

    const call = api.callsTo('POST', '/customers/bulk')[0];
    expect(call?.headers.get('Authorization')).toBe('Bearer test-token');
    const init = api.fetchMock.mock.calls.at(-1)?.[1] as RequestInit;
    const sent = init.body as FormData;
    expect((sent.get('file') as File).name).toBe('customers.xlsx');
  });

  it("shows the server's refusal of a file in the interface language", async () => {
    seedSession(admin, [perm(120, ALL_FLAGS)]);
    mockApi({
      'POST /customers/bulk': {
        status: 415,
        body: { statusCode: 415, error: 'Unsupported Media Type', message: 'Please upload xlsx/xls file' },
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/customers/bulk');
    await user.upload(
      fileInputOf(await screen.findByLabelText('Spreadsheet file')),
      new File(['x'], 'fake.xls', { type: 'application/vnd.ms-excel' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please upload xlsx/xls file')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the template with the session token', async () => {
    seedSession(admin, [perm(120, ALL_FLAGS)]);
    const createObjectURL = vi.fn(() => 'blob:template');
    // jsdom has no object URLs (each test file runs in its own environment)
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockApi({
      'GET /templates/customers': {
        body: 'xlsx-bytes',
        headers: { 'content-disposition': 'attachment; filename="customers-template.xlsx"' },
      },
    });
    const user = userEvent.setup();
    renderApp('/portal/account/customers/bulk');
    await user.click(await screen.findByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET', '/templates/customers')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(createObjectURL).toHaveBeenCalled();
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('customers-template.xlsx');
  });

  it('is closed to users without the customer write permission', async () => {
    seedSession(admin, [perm(120, { read: true, list: true })]);
    mockApi({});
    const { router } = renderApp('/portal/account/customers/bulk');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/unauthorised'));
  });
});
