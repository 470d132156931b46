import { Button, Group, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The second-factor dialogs' shared pieces. The foot of their forms: Cancel, and the submit button. */
export function DialogActions({
  onCancel,
  label,
  loading,
  disabled,
}: {
  onCancel: () => void;
  label: string;
  loading: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={loading} disabled={disabled}>
        {label}
      </Button>
    </Group>
  );
}

/** A factor's name, required (what the owner recognises it by in the list). */
export function FactorNameInput({ value, onChange, autoFocus }: { value: string; onChange: (v: string) => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('profile.security.factorName')}
      required
      maxLength={60}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={value.trim() === '' ? t('profile.security.nameRequired') : null}
      {...(autoFocus ? { 'data-autofocus': true } : {})}
    />
  );
}

/** A list row's red "remove" button, named after the row for screen readers. */
export function RowRemoveButton({ label, namedLabel, onClick }: { label: string; namedLabel: string; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} aria-hidden />}
      onClick={onClick}
      aria-label={namedLabel}
    >
      {label}
    </Button>
  );
}
