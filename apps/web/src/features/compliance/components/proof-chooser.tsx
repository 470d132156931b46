import { useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { chooseProof, type ProofView, useProofs } from '../api/use-compliance';
import { countryLabel } from '../lib/labels';

interface ProofChooserProps {
  orderId: number;
  /** The order's document input the proof satisfies. */
  input: string;
  /** The order field's label, named in the chooser's own. */
  fieldLabel: string;
  disabled?: boolean;
  /** After the order uses the proof (the caller fetches the order again). */
  onChosen: (proof: ProofView) => Promise<unknown>;
  onError: (text: string) => void;
}

/**
 * "Use one of the company's proofs" beside an order's upload: the approved or pending proofs of the type the input
 * takes that have not expired (the server offers only those, and refuses any other when chosen).
 */
export function ProofChooser({ orderId, input, fieldLabel, disabled, onChosen, onError }: ProofChooserProps) {
  const { t } = useTranslation();
  const proofs = useProofs({ page: 0, limit: 100, input });
  const [busy, setBusy] = useState(false);
  const rows = proofs.data?.data ?? [];
  if (!rows.length) return null;
  const label = (p: ProofView) =>
    [
      t(`compliance.types.${p.type}`),
      countryLabel(p.country),
      p.end_user_name ?? t('compliance.theCompany'),
      p.valid_until ? t('compliance.validUntilShort', { date: p.valid_until }) : t('compliance.noExpiry'),
      t(`compliance.states.${p.state}`),
    ].join(' · ');
  const choose = async (value: string | null) => {
    const proof = rows.find((p) => String(p.id) === value);
    if (!proof) return;
    setBusy(true);
    try {
      await chooseProof(orderId, input, proof.id);
      await onChosen(proof);
    } catch (e) {
      onError(e instanceof ApiError && e.status !== 0 && e.status < 500 ? e.message : t('compliance.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Select
      label={t('compliance.order.choose', { field: fieldLabel })}
      description={t('compliance.order.chooseHint')}
      placeholder={t('compliance.order.choosePlaceholder')}
      data={rows.map((p) => ({ value: String(p.id), label: label(p) }))}
      value={null}
      onChange={choose}
      disabled={disabled || busy}
      data-proof-chooser={input}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
