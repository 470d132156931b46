import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Stack, Stepper, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isStaff, mayCustomPrice as mayCustomPriceFor, ORDER_MESSAGES } from '@gsn/domain';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type HeldNumber, useReleaseHold } from '../../inventory';
import { useCreateOrder } from '../api/use-orders';
import { ChooseNumbers } from '../components/wizard/choose-numbers';
import { DetailsStep } from '../components/wizard/details-step';
import { FeaturesStep } from '../components/wizard/features-step';
import { ResultsStep } from '../components/wizard/results-step';
import { SearchStep } from '../components/wizard/search-step';
import { SubmitStep } from '../components/wizard/submit-step';
import { orderMessage, showOrderError } from '../lib/messages';
import { createPayload, detailsIssues, heldBeyondQuantity, searchIssues } from '../lib/order-payload';
import { ORDER_ADD_PATH, ORDER_SUBMIT_PATH, orderEditPath } from '../lib/paths';
import { clearWizard, loadWizard, saveWizard, type WizardState, wizardReducer } from '../lib/wizard-state';
import { useViewer } from '../../../lib/viewer';

const STEP_KEYS = ['search', 'select', 'features', 'details', 'submit'] as const;

/**
 * /portal/management/orders/add (and /add/submit-order, its last step): the add-order wizard of spec 2 §2 in a
 * stepper. The wizard's state is the tab's "temporary order" (sessionStorage), so a reload keeps what was typed and
 * the numbers a customer holds. Customers may choose numbers of the product's stock on the details step; staff never
 * see that choice (they pick the numbers when the order is assigned).
 */
export function OrderAddPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const accountType = viewer.accountType;
  const staff = isStaff(accountType);
  const mayCustomPrice = mayCustomPriceFor(accountType, 'requested');
  const [state, dispatch] = useReducer(wizardReducer, undefined, loadWizard);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateOrder();
  const release = useReleaseHold();
  const onHeld = useCallback((numbers: HeldNumber[]) => dispatch({ type: 'hold', numbers }), []);
  const onReleased = useCallback((ids: number[]) => dispatch({ type: 'release', ids }), []);
  const onChecked = useCallback((checked: number[], held: HeldNumber[]) => dispatch({ type: 'confirmHolds', checked, held }), []);

  // customers order for their own company: its name makes the default reference
  const ownCompany = staff ? null : (viewer.user?.customer?.name ?? null);

  useEffect(() => saveWizard(state), [state]);

  // the address follows the last step: /add/submit-order only with finished details; back/forward move the wizard
  const stateRef = useRef<WizardState>(state);
  stateRef.current = state;
  const atSubmit = location.pathname.toLowerCase() === ORDER_SUBMIT_PATH.toLowerCase();
  useEffect(() => {
    const s = stateRef.current;
    if (atSubmit && s.step !== 4) {
      if (
        s.step === 3 &&
        s.product &&
        detailsIssues(s.product.service_type, s.details, !!s.product.outbound_calling_enabled, !!s.product.portability).length === 0
      )
        dispatch({ type: 'toSubmit' });
      else navigate(ORDER_ADD_PATH, { replace: true });
    } else if (!atSubmit && s.step === 4) {
      dispatch({ type: 'back' });
    }
  }, [atSubmit, navigate]);

  const toastAll = (messages: string[]) => {
    for (const m of messages) notifyError(orderMessage(m));
  };

  const runSearch = () => {
    const search = { ...state.search, ...(staff ? {} : { customer_id: null, customer_name: ownCompany }) };
    const issues = searchIssues(search, staff);
    if (issues.length) {
      toastAll(issues);
      return;
    }
    dispatch({ type: 'search', search });
  };

  const toSubmit = () => {
    if (!state.product) return;
    const outbound = !!state.product.outbound_calling_enabled;
    const issues = detailsIssues(
      state.product.service_type,
      { ...state.details, custom_pricing: mayCustomPrice && state.details.custom_pricing },
      outbound,
      !!state.product.portability,
    );
    const byField: Record<string, string> = {};
    for (const i of issues) byField[i.field] ??= orderMessage(i.message);
    // a customer holds at most as many numbers as it orders
    const tooMany = !staff && heldBeyondQuantity(state);
    if (tooMany) {
      byField.reserved_numbers = t('orders.wizard.chooseNumbers.tooMany', {
        held: state.numbers.length,
        max: Number(state.details.number_quantity) || 0,
      });
    }
    setErrors(byField);
    if (issues.length || tooMany) {
      toastAll([...new Set(issues.map((i) => i.message))]);
      if (tooMany) notifyError(byField.reserved_numbers as string);
      return;
    }
    dispatch({ type: 'toSubmit' });
    navigate(ORDER_SUBMIT_PATH);
  };

  const submit = async () => {
    try {
      const answer = await create.mutateAsync(createPayload(state, { staff, mayCustomPrice }));
      clearWizard();
      dispatch({ type: 'reset' });
      notifySuccess(orderMessage(answer.message, 'orders.messages.added'));
      navigate(orderEditPath(answer.data.id));
    } catch (error) {
      showOrderError(error);
    }
  };

  const back = () => {
    setErrors({});
    // leaving the product gives its held numbers back to stock at once (rather than at the end of the hold)
    if (state.step === 2) for (const n of state.numbers) release.mutate(n.id);
    if (state.step === 4) navigate(ORDER_ADD_PATH);
    dispatch({ type: 'back' });
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('orders.add.title')}
      </Title>
      <Stepper active={state.step} allowNextStepsSelect={false} size="sm">
        <Stepper.Step label={t('orders.add.steps.search')}>
          <SearchStep
            value={state.search}
            staff={staff}
            onChange={(search) => dispatch({ type: 'editSearch', search })}
            onSearch={runSearch}
          />
        </Stepper.Step>
        <Stepper.Step label={t('orders.add.steps.select')}>
          {state.query && (
            <ResultsStep
              query={state.query}
              page={state.page}
              onPage={(page) => dispatch({ type: 'page', page })}
              onSelect={(product) => dispatch({ type: 'select', product })}
              onBack={back}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label={t('orders.add.steps.features')}>
          {state.product && <FeaturesStep product={state.product} onBack={back} onAdd={() => dispatch({ type: 'addToOrder' })} />}
        </Stepper.Step>
        <Stepper.Step label={t('orders.add.steps.details')}>
          {state.product && (
            <DetailsStep
              product={state.product}
              value={state.details}
              onChange={(details) => dispatch({ type: 'details', details })}
              errors={errors}
              mayCustomPrice={mayCustomPrice}
              onBack={back}
              onNext={toSubmit}
              numbersPanel={
                staff ? null : (
                  <ChooseNumbers
                    productId={state.product.id}
                    city={state.query?.city ?? state.search.city}
                    quantity={Number(state.details.number_quantity) || 0}
                    held={state.numbers}
                    onHeld={onHeld}
                    onReleased={onReleased}
                    onChecked={onChecked}
                    error={errors.reserved_numbers}
                  />
                )
              }
            />
          )}
        </Stepper.Step>
        <Stepper.Step label={t('orders.add.steps.submit')}>
          {state.product && (
            <SubmitStep
              search={state.search}
              product={state.product}
              details={state.details}
              numbers={staff ? [] : state.numbers}
              customPricing={mayCustomPrice && state.details.custom_pricing}
              terms={state.terms}
              onTerms={(accepted) => dispatch({ type: 'terms', accepted })}
              canSubmit={() => {
                if (!state.terms) notifyError(orderMessage(ORDER_MESSAGES.terms));
                return state.terms;
              }}
              onConfirm={submit}
              submitting={create.isPending}
              onBack={back}
            />
          )}
        </Stepper.Step>
      </Stepper>
      <span hidden data-testid="wizard-step">
        {STEP_KEYS[state.step]}
      </span>
    </Stack>
  );
}
