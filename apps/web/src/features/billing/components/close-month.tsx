import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { notifySuccess } from '../../../lib/notify';
import { useCloseMonth } from '../api/use-statements';
import { monthLabel } from '../lib/months';

/**
 * Billing staff's "Close month": asks first (closing is final: the month's statements never change again), then
 * closes. A refusal (the month has not ended, is closed already, or an earlier month is still open) is the server's
 * coded message, shown in the reader's language as every API error is.
 */
export function CloseMonth({ month }: { month: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const close = useCloseMonth();
  const name = monthLabel(month);
  return (
    <>
      <Button variant="outline" color="red" leftSection={<IconLock size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('billing.close.button')}
      </Button>
      <ConfirmModal
        opened={opened}
        title={t('billing.close.title', { month: name })}
        text={t('billing.close.text', { month: name })}
        confirmLabel={t('billing.close.confirm')}
        loading={close.isPending}
        onClose={() => setOpened(false)}
        onConfirm={() =>
          close.mutate(month, {
            onSuccess: (r) => notifySuccess(t('billing.close.done', { month: name, statements: r.data.statements })),
            onSettled: () => setOpened(false),
          })
        }
      />
    </>
  );
}
