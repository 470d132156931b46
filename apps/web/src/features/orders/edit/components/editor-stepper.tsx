import type { ReactNode } from 'react';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EditStep } from '@gsn/domain';
import { WizardStepHeading } from '../../../../components/wizard-step';

/** The shown step's heading, where focus goes when the step changes (see OrderEditPage). */
export const EDIT_STEP_HEADING_ID = 'order-edit-step-heading';

interface EditorStepperProps {
  steps: EditStep[];
  /** The index of the step shown. */
  current: number;
  setActive: (i: number) => void;
  /** What a step shows. */
  content: (step: EditStep) => ReactNode;
  /** A step with requirements still missing (not ticked as done when left). */
  isIncomplete: (step: EditStep) => boolean;
  canSave: boolean;
  pending: boolean;
  onSave: () => void;
  onNext: () => void;
}

/** The order editor's steps, and Previous / Save / Next under every step but the confirmation page. */
export function EditorStepper({ steps, current, setActive, content, isIncomplete, canSave, pending, onSave, onNext }: EditorStepperProps) {
  const { t } = useTranslation();
  const step = steps[current] ?? 'confirmation';
  return (
    <Stack>
      <Stepper active={current} onStepClick={setActive} size="sm" aria-label={t('orders.edit.stepsLabel')}>
        {steps.map((s, i) => {
          // a step left with requirements still missing is not ticked as done
          const incomplete = isIncomplete(s);
          return (
            <Stepper.Step
              key={s}
              label={t(`orders.edit.steps.${s}`)}
              description={incomplete ? t('orders.edit.stepIncomplete') : undefined}
              completedIcon={incomplete ? <IconAlertTriangle size={18} aria-hidden /> : undefined}
              color={incomplete ? 'orange' : undefined}
              data-step={s}
              data-incomplete={incomplete || undefined}
            >
              <WizardStepHeading id={EDIT_STEP_HEADING_ID} index={i} total={steps.length} name={t(`orders.edit.steps.${s}`)} />
              {content(s)}
            </Stepper.Step>
          );
        })}
      </Stepper>
      {step !== 'confirmation' && (
        <Group justify="space-between">
          <Button variant="default" disabled={current === 0} onClick={() => setActive(current - 1)}>
            {t('orders.edit.previous')}
          </Button>
          <Group>
            {canSave && (
              <Button variant="light" loading={pending} onClick={onSave}>
                {t('orders.edit.save')}
              </Button>
            )}
            <Button loading={pending} onClick={onNext}>
              {t('orders.edit.next')}
            </Button>
          </Group>
        </Group>
      )}
      {step === 'confirmation' && current > 0 && (
        <Group>
          <Button variant="default" onClick={() => setActive(current - 1)}>
            {t('orders.edit.previous')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
