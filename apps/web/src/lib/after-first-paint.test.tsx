import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './after-first-paint';

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
