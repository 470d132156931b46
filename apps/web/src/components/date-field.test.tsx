import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { i18n } from '../lib/i18n';
import { resetAppState } from '../test/utils';
import { DateField } from './date-field';

/** A form's view of the field: the value it holds, as the API would receive it. */
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Commencement date" value={value} onChange={setValue} />
      <output aria-label="held value">{JSON.stringify(value)}</output>
    </>
  );
}

function renderField(initial?: string) {
  return render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      <Harness initial={initial} />
    </AppProviders>,
  );
}

const held = () => screen.getByLabelText('held value').textContent;

describe('DateField', () => {
  beforeEach(resetAppState);

  it('takes a typed YYYY-MM-DD date and holds it as the API writes it; clearing holds an empty value', async () => {
    const user = userEvent.setup();
    renderField();
    const input = screen.getByRole('textbox', { name: 'Commencement date' }) as HTMLInputElement;
    expect(input.placeholder).toBe('YYYY-MM-DD');
    await user.type(input, '2025-03-01');
    await user.tab();
    expect(held()).toBe('"2025-03-01"');
    expect(input.value).toBe('2025-03-01');

    await user.click(screen.getByRole('button', { name: 'Clear Commencement date' }));
    expect(held()).toBe('""');
  });

  it('shows a held date and offers a calendar in the interface language', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    renderField('2025-03-01');
    const input = screen.getByRole('textbox', { name: 'Commencement date' }) as HTMLInputElement;
    expect(input.value).toBe('2025-03-01');
    await user.click(input);
    // the month of the held date, named in French, and the weekdays from Monday
    await waitFor(() => expect(screen.getByText(/mars 2025/i)).toBeTruthy());
    const weekdays = screen.getAllByRole('columnheader').map((c) => c.textContent?.toLowerCase());
    expect(weekdays[0]).toMatch(/^lu/);
    // the calendar's controls are named in the interface language (WCAG button-name)
    expect(screen.getByRole('button', { name: 'Mois précédent' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeTruthy();
  });
});
