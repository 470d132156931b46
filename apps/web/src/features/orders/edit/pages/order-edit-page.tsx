import { useEffect, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { afterUpdate, type EditStep, ORDER_MESSAGES, type OrderUpdateInput } from '@gsn/domain';
import { PageLoader } from '../../../../components/page-loader';
import { useWizardStepFocus } from '../../../../components/wizard-step';
import { ApiError, showApiError } from '../../../../lib/api';
import { focusFirstInvalid } from '../../../../lib/focus-heading';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { ProductDetails, type ProductView } from '../../../coverage';
import { type OrderAnswer, type OrderDetail, orderQueries, staleOrderOf, useOrder, useUpdateOrder } from '../../api/use-orders';
import { OrderNumbersPanel } from '../../components/order-numbers-panel';
import { ConfirmationStep } from '../components/confirmation-step';
import { EDIT_STEP_HEADING_ID, EditorStepper } from '../components/editor-stepper';
import { type ActionEntry, OrderActions } from '../components/order-actions';
import { StepFields } from '../components/step-fields';
import { editContext, initialTextValues, ORDERS_LIST_PATH, stepFields, stepIncomplete, stepOfField, textFieldsOf } from '../lib/edit-model';
import { editorReducer, initialEditorState, type MoveRecord, planUpdate } from '../lib/editor-state';
import { editMessage, orderServerMessage } from '../lib/messages';
import { useViewer } from '../../../../lib/viewer';

interface Problem {
  title: string;
  items: string[];
}

/** The steps the wizard shows: the server's `steps`, or only the confirmation page when the wizard is skipped. */
export function visibleSteps(order: Pick<OrderDetail, 'steps' | 'confirmation_only'>): EditStep[] {
  if (order.confirmation_only) return ['confirmation'];
  const steps = order.steps?.length ? order.steps : (['features', 'confirmation'] as EditStep[]);
  return steps.includes('confirmation') ? steps : [...steps, 'confirmation'];
}

/**
 * /portal/management/orders/edit/{id} (spec 2 §2 Edit order, §4, §5, §6): the stepped wizard over the order's
 * steps, or only the confirmation page when the wizard is skipped for the caller.
 */
export function OrderEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const orderId = Number(id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const query = useOrder(valid ? orderId : null);
  // survives the editor's remount after a save, a 409 or a reload
  const [active, setActive] = useState(0);
  const [version, setVersion] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);
  const viewer = useViewer();
  // here rather than in the editor: the editor starts again after a save, the step shown does not
  const wizard = query.data && !query.data.confirmation_only ? visibleSteps(query.data) : null;
  const shown = wizard ? Math.min(active, wizard.length - 1) : null;
  const shownStep = wizard && shown !== null ? wizard[shown] : undefined;
  useWizardStepFocus(shown, wizard?.length ?? 0, shownStep ? t(`orders.edit.steps.${shownStep}`) : '', EDIT_STEP_HEADING_ID);

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('orders.edit.title', { id: valid ? orderId : '' })}
        </Title>
        <Button component={Link} to={ORDERS_LIST_PATH} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('orders.edit.backToList')}
        </Button>
      </Group>
      {problem && (
        <Alert color="red" title={problem.title} withCloseButton onClose={() => setProblem(null)} data-testid="order-problem">
          {problem.items.length > 0 && (
            <List size="sm">
              {problem.items.map((i) => (
                <List.Item key={i}>{i}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {missing ? (
        <Alert color="yellow">{t('orders.edit.notFound')}</Alert>
      ) : query.data ? (
        <>
          <OrderEditor
            key={`${query.data.id}-${version}`}
            order={query.data}
            active={active}
            setActive={setActive}
            reset={(landing) => {
              if (landing) setActive(0);
              setVersion((v) => v + 1);
            }}
            setProblem={setProblem}
            refetch={() => void query.refetch()}
          />
          {/* staff assign the order's numbers here, beside the status moves that need them */}
          {viewer.staff && <OrderNumbersPanel order={query.data} />}
        </>
      ) : query.isPending ? (
        <PageLoader />
      ) : null}
    </Stack>
  );
}

interface EditorProps {
  order: OrderDetail;
  active: number;
  setActive: (i: number) => void;
  /** Starts the form again from the cached order (after a save, a stale answer or a reload). */
  reset: (landing: boolean) => void;
  setProblem: (p: Problem | null) => void;
  refetch: () => void;
}

function OrderEditor({ order, active, setActive, reset, setProblem, refetch }: EditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const update = useUpdateOrder(order.id);
  const client = useQueryClient();
  const { actor, customerEditable } = editContext(viewer.accountType, order.status);
  const isStaff = actor === 'staff';
  const product = order.servicenumbertypeorderhistory?.product ?? null;
  const steps = visibleSteps(order);
  const names = textFieldsOf(steps, product);

  const [state, dispatch] = useReducer(editorReducer, undefined, () => initialEditorState(order, names));
  const { values, errors, remarks, customOn, pricing, pricingErrors } = state;
  const setErrors = (e: Record<string, string>) => dispatch({ type: 'errors', errors: e });
  // bumped when Save or Next finds errors on the step shown: once they are shown, focus goes to the first one (a
  // step that changes for its errors puts focus on its heading instead, the errors under it)
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused) focusFirstInvalid(document.getElementById('main'));
  }, [refused]);

  const current = Math.min(active, steps.length - 1);
  const step = steps[current] ?? 'confirmation';
  const canSave = customerEditable && (order.actions ?? []).some((a) => a.action === 'save');
  const label = (f: string) => t(`orders.edit.fields.${f}`, { defaultValue: f });

  const onSuccess = (answer: OrderAnswer) => {
    setProblem(null);
    notifySuccess(orderServerMessage(answer.message ?? ORDER_MESSAGES.updated));
    const next = afterUpdate(answer.data.status);
    if (next === 'list') {
      navigate(ORDERS_LIST_PATH);
    } else if (next === 'reload') {
      reset(true);
      refetch();
    } else {
      reset(false);
    }
  };

  const onError = (error: unknown) => {
    if (staleOrderOf(error)) {
      const text = editMessage('stale');
      notifyError(text);
      setProblem({ title: text, items: [] });
      reset(false);
      return;
    }
    if (error instanceof ApiError && (error.status === 422 || error.status === 409)) {
      const title = orderServerMessage(error.message, undefined, error.code);
      const fieldErrors: Record<string, string> = {};
      for (const e of error.errors)
        if (e.field && e.field in values) fieldErrors[e.field] = orderServerMessage(e.message, undefined, e.code);
      setErrors(fieldErrors);
      // the first field in error is shown on its own step
      const first = error.errors.find((e) => e.field && e.field in values)?.field;
      const at = first ? stepOfField(steps, product, first) : undefined;
      if (at && !order.confirmation_only) setActive(steps.indexOf(at));
      const items = error.errors.map((e) => {
        const msg = orderServerMessage(e.message, undefined, e.code);
        return e.field ? (msg && msg !== title ? `${label(e.field)}: ${msg}` : label(e.field)) : msg;
      });
      notifyError(title);
      setProblem({ title, items });
      if (error.status === 409) refetch();
      return;
    }
    showApiError(error);
  };

  /** The typed fields of the step shown: what Save and Next check (the other steps are checked when left). */
  const stepNames = stepFields(step, product).flatMap((f) => (f.kind === 'document' ? [] : [f.name]));

  /**
   * PUT with the target status, the caller's data and the updatedAt last seen. `checked` are the fields checked
   * before sending (the step being left; every field for an action of the confirmation page, whose errors open the
   * step of the first one).
   */
  const send = (status: OrderDetail['status'], move?: MoveRecord, after?: () => void, checked: readonly string[] = names) => {
    // the order as the cache holds it now: a document upload or a proof chosen a moment ago moved its updatedAt, and
    // this render may not have seen it yet
    const latest = client.getQueryData(orderQueries.detail(order.id).queryKey) ?? order;
    const plan = planUpdate(latest, state, { customerEditable, isStaff, names }, status, checked, move);
    if (plan.kind === 'text') {
      const [first] = plan.issues as [(typeof plan.issues)[number]];
      setErrors(Object.fromEntries(plan.issues.map((i) => [i.field, editMessage(i.message)])));
      const at = stepOfField(steps, product, first.field);
      if (at && at !== step) setActive(steps.indexOf(at));
      else setRefused((n) => n + 1);
      notifyError(editMessage(first.message));
      return;
    }
    if (plan.kind === 'pricing') {
      dispatch({ type: 'pricingErrors', errors: Object.fromEntries(plan.fields.map((f) => [f, t('orders.edit.amountFormat')])) });
      setRefused((n) => n + 1);
      return;
    }
    dispatch({ type: 'clearErrors' });
    update.mutate(plan.body as unknown as OrderUpdateInput, {
      onSuccess: (answer) => {
        onSuccess(answer);
        after?.();
      },
      onError,
    });
  };

  /** Next keeps what was typed: a customer's changed data is saved first (spec 2 §4: saving at any step sets saved). */
  const dirty = canSave && names.some((n) => (values[n] ?? '') !== (initialTextValues(order, names)[n] ?? ''));
  const next = () => {
    if (!dirty) return setActive(current + 1);
    send('saved', undefined, () => setActive(current + 1), stepNames);
  };
  const missing = order.requirements?.missing ?? [];

  const staff = {
    remarks,
    setRemarks: (value: string) => dispatch({ type: 'remarks', value }),
    remarksEditable: (order.actions ?? []).length > 0,
    customOn,
    setCustomOn: (value: boolean) => dispatch({ type: 'customOn', value }),
    pricing,
    setPricing: (field: string, value: string) => dispatch({ type: 'pricing', field, value }),
    pricingErrors,
  };

  const actions = (
    <OrderActions
      order={order}
      actor={actor}
      customPricing={order.may_custom_price ? customOn : !!order.custom_tariff}
      pending={update.isPending}
      onConfirm={(entry: ActionEntry, move) => send(entry.to, move)}
    />
  );

  const confirmation = <ConfirmationStep order={order} isStaff={isStaff} staff={staff} actions={actions} />;
  if (order.confirmation_only) return confirmation;

  const content = (s: EditStep) => {
    if (s === 'confirmation') return confirmation;
    if (s === 'features') {
      return product ? (
        <ProductDetails
          product={{ ...product, tariff: (order.servicenumbertypeorderhistory?.tariff ?? null) as ProductView['tariff'] }}
          showCharges
        />
      ) : (
        <Text size="sm">{t('orders.edit.productUnavailable')}</Text>
      );
    }
    return (
      <StepFields
        step={s}
        fields={stepFields(s, product)}
        order={order}
        values={values}
        errors={errors}
        editable={customerEditable}
        onChange={(name, value) => dispatch({ type: 'value', name, value })}
      />
    );
  };

  return (
    <EditorStepper
      steps={steps}
      current={current}
      setActive={setActive}
      content={content}
      isIncomplete={(s) => stepIncomplete(s, product, missing)}
      canSave={canSave}
      pending={update.isPending}
      onSave={() => send('saved', undefined, undefined, stepNames)}
      onNext={next}
    />
  );
}
