import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { vi } from 'vitest';
import type { CodedPermission } from '@gsn/domain';
import { AppProviders, createQueryClient } from '../app/providers';
import { AppRoutes } from '../app/router';
import { i18n } from '../lib/i18n';
import { setNavigator } from '../lib/navigator';
import { clearPermissions, reloadPermissions, storePermissions } from '../lib/permissions';
import { clearSession, type SessionUser, setSession } from '../lib/session';

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = MockResponse | ((req: { url: string; method: string; body: unknown; headers: Headers }) => MockResponse);

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/**
 * Replaces fetch: handlers are keyed "METHOD /path" (path without /api and without the query string).
 * Unknown calls answer 404 like a server without the feature.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^\/api/, '').split('?')[0] ?? '';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    const headers = new Headers(init.headers);
    calls.push({ method, path, body, headers });
    const handler = handlers[`${method} ${path}`];
    const res: MockResponse = handler
      ? typeof handler === 'function'
        ? handler({ url, method, body, headers })
        : handler
      : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Route not found' } };
    const status = res.status ?? 200;
    return new Response(res.body === undefined ? '' : JSON.stringify(res.body), {
      status,
      headers: { 'content-type': 'application/json', ...res.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export function makeAccount(overrides: Partial<SessionUser> = {}): SessionUser {
  const type = overrides.account_type_id ?? 100;
  return {
    id: 1,
    username: 'admin',
    email: 'admin@example.com',
    account_type_id: type,
    accounttype: { id: type, account_type: 'administrator' },
    status: 'active',
    disabled: false,
    customer_id: null,
    customer: null,
    userprofile: {
      firstname: 'Ada',
      lastname: 'Lovelace',
      jobtitle: null,
      telephone: null,
      mobile: null,
      fax: null,
      currency: 'USD',
      language: null,
      address_country: null,
      address_city: null,
      address_line_1: null,
      address_line_2: null,
      address_line_3: null,
      address_postcode: null,
      timezone: null,
      department: null,
    },
    last_login: '2025-01-02T10:00:00.000Z',
    login_count: 3,
    ...overrides,
  };
}

export function perm(functionality_id: number, flags: Partial<Omit<CodedPermission, 'functionality_id'>> = {}): CodedPermission {
  return {
    functionality_id,
    code: String(functionality_id),
    category: 'test',
    customer_id: null,
    read: false,
    list: false,
    write: false,
    edit: false,
    delete: false,
    ...flags,
  };
}

/** Signs a user in directly (storage + stores), as after a successful login. */
export function seedSession(user: SessionUser = makeAccount(), permissions: CodedPermission[] = [], token = 'test-token') {
  setSession({ token, user, expiresAt: new Date(Date.now() + 7200_000).toISOString() });
  storePermissions(permissions, user.id);
}

/** Fresh state for each test: storage, stores, toasts, language. */
export async function resetAppState() {
  setNavigator(null);
  window.localStorage.clear();
  clearSession();
  clearPermissions();
  reloadPermissions();
  notifications.clean();
  await i18n.changeLanguage('en');
}

/** What a test reads of the router: where the app is now, and a way to go elsewhere. */
interface TestRouter {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

/** Keeps the test's view of the router current: what the screen shows (committed), not a render in progress. */
function RouterProbe({ router }: { router: { location?: Location; navigate?: NavigateFunction } }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.location = location;
    router.navigate = navigate;
  });
  return null;
}

export function renderApp(path: string) {
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const router: TestRouter = {
    state: {
      get location() {
        if (!probe.location) throw new Error('the app has not rendered');
        return probe.location;
      },
    },
    navigate: async (to) => {
      await act(async () => {
        await probe.navigate?.(to);
      });
    },
  };
  const utils = render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe router={probe} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { router, ...utils };
}

/**
 * The hidden `input[type=file]` of a FileField (Mantine's FileInput), found from its labelled button, e.g.
 * `fileInputOf(screen.getByLabelText('Spreadsheet file'))`: user-event uploads into the input itself.
 */
export function fileInputOf(field: HTMLElement): HTMLInputElement {
  const input = field.closest('[data-file-field]')?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input belongs to this field');
  return input;
}

/** The page's own status regions (role="status"), without the app-wide live announcer that every page carries. */
export function pageStatuses(): HTMLElement[] {
  return screen.queryAllByRole('status').filter((el) => el.dataset.testid !== 'live-announcer');
}
