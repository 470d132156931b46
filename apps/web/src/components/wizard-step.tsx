import { useEffect, useRef } from 'react';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { announce } from '../lib/announcer';
import { focusHeading } from '../lib/focus-heading';

/** "Step 2 of 5: Select product": a wizard step's heading and what is announced when it opens. */
function useStepText() {
  const { t } = useTranslation();
  return (index: number, total: number, name: string) => t('common.stepOf', { n: index + 1, total, name });
}

/**
 * The heading over a wizard step's content: where focus goes when the step changes (tabIndex -1: focusable by
 * script, not a Tab stop).
 */
export function WizardStepHeading({ id, index, total, name }: { id: string; index: number; total: number; name: string }) {
  const text = useStepText();
  return (
    <Title id={id} order={2} size="h4" tabIndex={-1} mb="sm" data-wizard-step={index + 1}>
      {text(index, total, name)}
    </Title>
  );
}

/**
 * When a wizard's step changes, focus goes to the new step's heading (`headingId`) and "Step N of M: name" is
 * announced (WCAG 2.4.3, 4.1.3): the control pressed (Next, Back) has gone with its step, and focus would otherwise
 * fall back to the top of the page. Not when the wizard first shows (`step` null while it loads, or its first value):
 * the page's own heading has focus then.
 */
export function useWizardStepFocus(step: number | null, total: number, name: string, headingId: string): void {
  const text = useStepText();
  const previous = useRef(step);
  const message = step === null ? '' : text(step, total, name);
  useEffect(() => {
    const before = previous.current;
    previous.current = step;
    if (step === null || before === null || before === step) return;
    const heading = document.getElementById(headingId);
    if (heading) focusHeading(heading);
    announce(message);
  }, [step, headingId, message]);
}
