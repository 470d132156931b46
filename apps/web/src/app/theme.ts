import { createTheme, Select } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans JP", "Noto Sans SC", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // typing in a searchable select highlights the first match, so Enter picks it (never leaves the field empty)
    Select: Select.extend({ defaultProps: { selectFirstOptionOnChange: true } }),
  },
});
