import { useEffect, useState } from 'react';

/**
 * False until the browser has drawn the screen once since this component mounted (the frame after the next one), or
 * 250 ms at the latest (a hidden tab draws no frames). A first screen asks for data it does not need for its first
 * paint only then, so the request does not compete with the page's own files on a slow link (the visitor's home
 * painted its title after the coverage request instead of with the page).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    let next = 0;
    const frame = requestAnimationFrame(() => {
      next = requestAnimationFrame(done);
    });
    const latest = window.setTimeout(done, 250);
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(next);
      window.clearTimeout(latest);
    };
  }, []);
  return painted;
}
