import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from '../lib/after-first-paint';
import { lazyPage, preloadRoute } from './lazy-page';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('lazyPage (issue 10: the first screen in one paint)', () => {
  it('suspends until its module has loaded when it was not preloaded', async () => {
    const module = deferred<{ Greeting: typeof Greeting }>();
    const Page = lazyPage(() => module.promise, 'Greeting');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => module.resolve({ Greeting }));
    expect(await screen.findByText('hello Ada')).toBeTruthy();
  });

  it('renders at once, without the loader, once preloaded', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return { Greeting };
    }, 'Greeting');
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Grace" />
      </Suspense>,
    );
    // synchronous: no fallback was ever committed
    expect(screen.getByText('hello Grace')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loads).toBe(1);
  });

  it('keeps a page that mounted suspended mounted (its state survives the parent re-rendering)', async () => {
    const module = deferred<{ Counter: () => React.JSX.Element }>();
    function Counter() {
      const [n, setN] = useState(0);
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          count {n}
        </button>
      );
    }
    const Page = lazyPage(() => module.promise, 'Counter');
    function Parent() {
      const [, rerender] = useState(0);
      return (
        <>
          <button type="button" onClick={() => rerender((x) => x + 1)}>
            rerender
          </button>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </>
      );
    }
    render(<Parent />);
    await act(async () => module.resolve({ Counter }));
    const counter = await screen.findByText('count 0');
    act(() => counter.click());
    expect(screen.getByText('count 1')).toBeTruthy();
    act(() => screen.getByText('rerender').click());
    expect(screen.getByText('count 1')).toBeTruthy();
  });

  it('preloadRoute loads the lazy pages and layouts an address shows, through wrapper elements', async () => {
    const loaded: string[] = [];
    const make = (name: string) =>
      lazyPage(async () => {
        loaded.push(name);
        return { Greeting };
      }, 'Greeting');
    const Layout = make('layout');
    const Home = make('home');
    const Other = make('other');
    const Wrapper = ({ children }: { children: React.ReactNode }) => <div>{children}</div>;
    const routes = [
      {
        path: '/area',
        element: (
          <Wrapper>
            <Layout name="x" />
          </Wrapper>
        ),
        children: [
          { index: true, element: <Home name="y" /> },
          { path: 'other', element: <Other name="z" /> },
        ],
      },
    ];
    await preloadRoute(routes, '/area');
    expect(loaded.sort()).toEqual(['home', 'layout']);
    await preloadRoute(routes, '/nowhere');
    expect(loaded).toHaveLength(2);
  });
});

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true once a frame has been drawn', async () => {
    const seen: boolean[] = [];
    function Probe() {
      const painted = useAfterFirstPaint();
      seen.push(painted);
      return <p>{painted ? 'painted' : 'first'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('first')).toBeTruthy();
    expect(await screen.findByText('painted')).toBeTruthy();
    expect(seen[0]).toBe(false);
  });
});
