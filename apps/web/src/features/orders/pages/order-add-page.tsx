import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Button, Group, Stack, Stepper, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isStaff, mayCustomPrice as mayCustomPriceFor, ORDER_MESSAGES } from '@gsn/domain';
import { useWizardStepFocus, WizardStepHeading } from '../../../components/wizard-step';
import { DraftNotice } from '../../../components/draft-notice';
import { announce } from '../../../lib/announcer';
import { focusFirstInvalid } from '../../../lib/focus-heading';
import { useSession } from '../../../lib/session';
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
import { ORDER_ADD_PATH, ORDER_SUBMIT_PATH, ORDERS_PATH, type OrderThisProduct, orderEditPath } from '../lib/paths';
import { saveOrderDraft } from '../lib/order-drafts';
import { clearWizard, isStartedWizard, loadWizard, saveWizard, type WizardState, wizardReducer } from '../lib/wizard-state';
import { useViewer } from '../../../lib/viewer';

const STEP_KEYS = ['search', 'select', 'features', 'details', 'submit'] as const;
const STEP_HEADING_ID = 'order-add-step-heading';

/**
 * /portal/management/orders/add (and /add/submit-order, its last step): the add-order wizard of spec 2 §2 in a
 * stepper. The wizard's state is the account's "temporary order" (lib/wizard-state.ts, a draft in this browser), so a
 * reload, or signing in again after the session ended, keeps what was typed and the numbers a customer holds; the
 * wizard then says so and offers to discard it. "Save draft" puts the order aside under Drafts on the orders list.
 * Customers may choose numbers of the product's stock on the details step; staff never see that choice (they pick the
 * numbers when the order is assigned).
 */
export function OrderAddPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const accountType = viewer.accountType;
  const staff = isStaff(accountType);
  const mayCustomPrice = mayCustomPriceFor(accountType, 'requested');
  const accountId = useSession()?.user.id ?? null;
  const [state, dispatch] = useReducer(wizardReducer, accountId, loadWizard);
  // the wizard came back with an order started earlier: say so once, with a way to throw it away
  const [restored, setRestored] = useState(() => isStartedWizard(state));
  const announcedRestore = useRef(false);
  useEffect(() => {
    if (!restored || announcedRestore.current) return;
    announcedRestore.current = true;
    announce(t('drafts.restored'), { lasting: true });
  }, [restored, t]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // bumped when Next finds errors: once they are shown, focus goes to the first field in error
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused) focusFirstInvalid(document.getElementById('main'));
  }, [refused]);
  const create = useCreateOrder();
  const release = useReleaseHold();
  const onHeld = useCallback((numbers: HeldNumber[]) => dispatch({ type: 'hold', numbers }), []);
  const onReleased = useCallback((ids: number[]) => dispatch({ type: 'release', ids }), []);
  const onChecked = useCallback((checked: number[], held: HeldNumber[]) => dispatch({ type: 'confirmHolds', checked, held }), []);

  // customers order for their own company: its name makes the default reference
  const ownCompany = staff ? null : (viewer.user?.customer?.name ?? null);

  useEffect(() => saveWizard(accountId, state), [accountId, state]);

  const stepName = (i: number) => t(`orders.add.steps.${STEP_KEYS[i]}`);
  useWizardStepFocus(state.step, STEP_KEYS.length, stepName(state.step), STEP_HEADING_ID);
  const heading = <WizardStepHeading id={STEP_HEADING_ID} index={state.step} total={STEP_KEYS.length} name={stepName(state.step)} />;

  // the address follows the last step: /add/submit-order only with finished details; back/forward move the wizard
  const stateRef = useRef<WizardState>(state);
  stateRef.current = state;

  // "Order this product" from a product's page: a customer starts on its features, staff on the search with the
  // product's service and country (they name the customer first); the numbers held for another product go back
  const started = (location.state as OrderThisProduct | null)?.orderProduct;
  // the effect below may run again before the address drops the product (its navigation waits for the route's data):
  // the wizard is set up once per product, or every run would start the navigation again and it would never end
  const setUp = useRef<OrderThisProduct['orderProduct'] | null>(null);
  const releaseHold = release.mutate;
  useEffect(() => {
    if (!started || setUp.current === started) return;
    setUp.current = started;
    const s = stateRef.current;
    // the order the wizard held is not lost: it waits under Drafts (its numbers go back to stock)
    if (accountId !== null && saveOrderDraft(accountId, { ...s, numbers: [] })) notifySuccess(t('orders.drafts.saved'));
    setRestored(false);
    for (const n of s.numbers) releaseHold(n.id);
    const search = {
      customer_id: staff ? s.search.customer_id : null,
      customer_name: staff ? s.search.customer_name : ownCompany,
      service_type: started.service_type,
      jurisdiction: started.jurisdiction,
      city: started.cities?.[0]?.city ?? null,
    };
    if (staff) {
      dispatch({ type: 'reset' });
      dispatch({ type: 'editSearch', search });
    } else {
      dispatch({ type: 'search', search });
      dispatch({ type: 'select', product: started });
    }
    navigate(ORDER_ADD_PATH, { replace: true, state: null });
  }, [started, staff, ownCompany, navigate, releaseHold, accountId, t]);
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
      setRefused((n) => n + 1);
      return;
    }
    dispatch({ type: 'toSubmit' });
    navigate(ORDER_SUBMIT_PATH);
  };

  const submit = async () => {
    try {
      const answer = await create.mutateAsync(createPayload(state, { staff, mayCustomPrice }));
      clearWizard(accountId);
      setRestored(false);
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

  /** Starts again: the numbers held go back to stock, the kept order goes. */
  const discardDraft = () => {
    for (const n of state.numbers) release.mutate(n.id);
    clearWizard(accountId);
    setRestored(false);
    setErrors({});
    dispatch({ type: 'reset' });
    if (atSubmit) navigate(ORDER_ADD_PATH);
    announce(t('drafts.discarded'));
  };

  /** Puts the order aside under Drafts (orders list) and empties the wizard; held numbers stay held until their end. */
  const saveDraft = () => {
    if (accountId === null || !saveOrderDraft(accountId, state)) return;
    clearWizard(accountId);
    setRestored(false);
    dispatch({ type: 'reset' });
    notifySuccess(t('orders.drafts.saved'));
    navigate(ORDERS_PATH);
  };

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('orders.add.title')}
        </Title>
        {isStartedWizard(state) && (
          <Button variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={saveDraft}>
            {t('orders.drafts.save')}
          </Button>
        )}
      </Group>
      <DraftNotice draft={{ restored, discard: discardDraft, dismiss: () => setRestored(false) }} />
      <Stepper active={state.step} allowNextStepsSelect={false} size="sm">
        <Stepper.Step label={t('orders.add.steps.search')}>
          {heading}
          <SearchStep
            value={state.search}
            staff={staff}
            onChange={(search) => dispatch({ type: 'editSearch', search })}
            onSearch={runSearch}
          />
        </Stepper.Step>
        <Stepper.Step label={t('orders.add.steps.select')}>
          {heading}
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
          {heading}
          {state.product && <FeaturesStep product={state.product} onBack={back} onAdd={() => dispatch({ type: 'addToOrder' })} />}
        </Stepper.Step>
        <Stepper.Step label={t('orders.add.steps.details')}>
          {heading}
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
          {heading}
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
