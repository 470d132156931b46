import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** The red, green and blue of a #rrggbb or rgb()/rgba() colour (darken() answers rgba). */
function channels(color: string): number[] {
  const m = /^rgba?\(([^)]+)\)/.exec(color.trim());
  if (m)
    return m[1]!
      .split(',')
      .slice(0, 3)
      .map((v) => Number.parseFloat(v));
  const n = Number.parseInt(color.replace('#', '').slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of a colour. */
function luminance(color: string): number {
  const c = channels(color).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
}

/** Contrast ratio of a colour against white. */
export const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/** The lightest shade from `from` on (darkened past 9 if need be) that reaches `ratio` against white (WCAG AA). */
export function readableShade(shades: MantineColorsTuple, from: number, ratio: number): string {
  for (let i = from; i < 10; i++) if (contrastWithWhite(shades[i]!) >= ratio) return shades[i]!;
  let c = shades[9]!;
  for (let k = 0; k < 20 && contrastWithWhite(c) < ratio; k++) c = darken(c, 0.08);
  return c;
}

/**
 * WCAG 2.2 AA colours (README, Lists and accessibility): filled buttons and badges take the first shade of their colour
 * that is readable with white text (4.5:1), light and outline ones a text shade readable on their pale background.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const d = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return d;
  const shades = input.theme.colors[parsed.color];
  if (!shades) return d;
  if (input.variant === 'filled' && parsed.color !== 'gray' && parsed.color !== 'dark') {
    const bg = readableShade(shades, parsed.shade ?? 6, 4.6);
    return { ...d, background: bg, hover: darken(bg, 0.1), color: 'var(--mantine-color-white)' };
  }
  if (input.variant === 'light' || input.variant === 'outline' || input.variant === 'subtle') {
    // the pale background (over a striped row) darkens the contrast: aim at 7:1 against white
    const text = readableShade(shades, 8, 7);
    return { ...d, color: text, ...(input.variant === 'outline' ? { border: `1px solid ${text}` } : {}) };
  }
  return d;
};

export const theme = createTheme({
  primaryColor: 'blue',
  // links and the primary colour's text: blue 8 (4.9:1 on white), not the default blue 6 (3.6:1)
  primaryShade: { light: 8, dark: 8 },
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans JP", "Noto Sans SC", sans-serif',
  headings: { fontWeight: '650' },
  variantColorResolver,
  components: {
    // typing in a searchable select highlights the first match, so Enter picks it (never leaves the field empty).
    // A plain object, not Select.extend(): extend() would import Select (and Combobox, ScrollArea, Popover) into the
    // first load of every page.
    Select: { defaultProps: { selectFirstOptionOnChange: true } },
  },
});
