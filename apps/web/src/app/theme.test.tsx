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
