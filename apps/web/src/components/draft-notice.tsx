import { useRef } from 'react';
import { Alert, Button, CloseButton, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftControl } from '../lib/form-draft';

/**
 * Tells the user that the form shows changes kept from before (a session that ended, a page left unsaved), with a
 * way to throw them away. The live region has already read the news out (lib/form-draft.ts), so this box is a plain
 * note, not a second alert. After a discard the box goes: focus moves to the form's first field, not to the page.
 */
export function DraftNotice({ draft }: { draft: Pick<DraftControl, 'restored' | 'discard' | 'dismiss'> }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  if (!draft.restored) return null;
  const discard = () => {
    const form = ref.current?.closest('form') ?? ref.current?.parentElement;
    draft.discard();
    setTimeout(() => {
      const field = form?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), textarea, select, button');
      field?.focus();
    }, 0);
  };
  return (
    <Alert ref={ref} role="note" color="blue" icon={<IconHistory size={18} aria-hidden />} data-testid="draft-notice">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{t('drafts.restored')}</Text>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" color="red" onClick={discard}>
            {t('drafts.discard')}
          </Button>
          {/* the Alert's own close button is smaller than the 24 px a target needs (WCAG 2.5.8) */}
          <CloseButton size="md" aria-label={t('drafts.keep')} onClick={draft.dismiss} />
        </Group>
      </Group>
    </Alert>
  );
}
