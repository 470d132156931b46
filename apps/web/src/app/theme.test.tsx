import { MantineProvider, Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

function Jurisdiction() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Select label="Jurisdiction" searchable data={['Jamaica', 'Japan', 'Jordan']} value={value} onChange={setValue} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

describe('theme', () => {
  it('a searchable select picks the match typed when Enter is pressed', async () => {
    render(
      <MantineProvider theme={theme}>
        <Jurisdiction />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Jurisdiction' }), 'Japan{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('Japan');
  });
});

describe('theme colours (WCAG AA)', () => {
  it('gives every filled colour a shade readable with white text', async () => {
    const { DEFAULT_THEME } = await import('@mantine/core');
    const { contrastWithWhite, readableShade } = await import('./theme');
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      expect(contrastWithWhite(readableShade(shades, 6, 4.6)), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(readableShade(shades, 8, 7)), name).toBeGreaterThanOrEqual(7);
    }
    // the default blue 6 is what axe found at 3.55:1
    expect(contrastWithWhite(DEFAULT_THEME.colors.blue[6])).toBeLessThan(4.5);
  });
});
