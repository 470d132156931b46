import { Checkbox, Group, Input, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PermissionAction } from '@gsn/domain';
import type { PermissionFlagsValue } from '../../../components/admin/types';
import { useOperationLabel } from '../../../components/admin/labels';

interface PermissionFlagsFieldProps {
  /** The checkboxes the functionality allows for the account type's side. */
  allowed: readonly PermissionAction[];
  value: PermissionFlagsValue;
  onChange: (value: PermissionFlagsValue) => void;
  disabled?: boolean;
}

/**
 * read, list, write ("create"), edit, delete: only those allowed. The list box mirrors read and cannot be changed
 * on its own (spec 1 §5: the list flag sent equals the read flag).
 */
export function PermissionFlagsField({ allowed, value, onChange, disabled }: PermissionFlagsFieldProps) {
  const { t } = useTranslation();
  const label = useOperationLabel();
  const has = new Set(allowed);
  const set = (op: PermissionAction, checked: boolean) => {
    const next = { ...value, [op]: checked };
    if (op === 'read') next.list = checked && has.has('list');
    onChange(next);
  };
  return (
    <Input.Wrapper
      label={t('admin.permissions.fields.operations')}
      description={has.has('list') ? t('admin.permissions.listFollowsRead') : undefined}
    >
      {allowed.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('admin.permissions.chooseFirst')}
        </Text>
      ) : (
        <Group gap="lg" mt="xs" role="group" aria-label={t('admin.permissions.fields.operations')}>
          {allowed.map((op) => (
            <Checkbox
              key={op}
              label={label(op)}
              name={op}
              checked={op === 'list' ? value.read : value[op]}
              disabled={disabled || op === 'list'}
              onChange={(e) => set(op, e.currentTarget.checked)}
            />
          ))}
        </Group>
      )}
    </Input.Wrapper>
  );
}
