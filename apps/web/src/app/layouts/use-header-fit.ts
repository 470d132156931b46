import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * How much a one-line header must give up to fit its width: 0 shows everything, 1 drops the optional labels (icons
 * with tooltips stay), 2 also moves the navigation into the drawer. A level is taken when the header's content is
 * wider than the header and left when the header is again as wide as that content was; `resetKey` (the language)
 * measures again from 0, since every language has its own widths (the Russian header needed this at 1280 and 1440 px).
 */
export function useHeaderFit(ref: RefObject<HTMLElement | null>, resetKey: string, maxLevel = 2): number {
  const [level, setLevel] = useState(0);
  /** The content width that made each level necessary. */
  const needed = useRef<number[]>([]);
  const key = useRef(resetKey);

  if (key.current !== resetKey) {
    key.current = resetKey;
    needed.current = [];
    if (level !== 0) setLevel(0);
  }

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const client = el.clientWidth;
      if (client === 0) return;
      if (el.scrollWidth > client + 1 && level < maxLevel) {
        needed.current[level] = el.scrollWidth;
        setLevel(level + 1);
      } else if (level > 0 && client >= (needed.current[level - 1] ?? Number.POSITIVE_INFINITY)) {
        setLevel(level - 1);
      }
    };
    check();
    const ro = new ResizeObserver(check);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, level, maxLevel]);

  return level;
}
