import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_SPECIALS, passwordProblems, type PasswordRule } from '@gsn/domain';

const RULES: PasswordRule[] = ['length', 'lowercase', 'uppercase', 'digit', 'special'];

/** Live password-strength checklist (spec 1 §5), from the domain's passwordProblems. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const problems = new Set(passwordProblems(password));
  const rules = problems.has('tooLong') ? [...RULES, 'tooLong' as const] : RULES;
  return (
    <div id={id} aria-live="polite">
      <Text size="sm" fw={500} mb={4}>
        {t('password.checklistTitle')}
      </Text>
      <List spacing={2} size="sm" center aria-label={t('password.checklistTitle')}>
        {rules.map((rule) => {
          const ok = !problems.has(rule);
          return (
            <List.Item
              key={rule}
              data-rule={rule}
              data-met={ok}
              icon={
                <ThemeIcon color={ok ? 'teal' : 'red'} size={18} radius="xl" aria-hidden>
                  {ok ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              <Text span size="sm" c={ok ? 'teal.8' : 'red.8'}>
                {t(`password.rules.${rule}`, { specials: PASSWORD_SPECIALS.split('').join(' ') })}
              </Text>
              <VisuallyHidden> ({ok ? t('password.met') : t('password.notMet')})</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
