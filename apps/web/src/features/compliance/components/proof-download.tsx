import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { downloadProof, type ProofView } from '../api/use-compliance';

/** The proof's file as a download (its original name). */
export function ProofDownload({ proof }: { proof: Pick<ProofView, 'id' | 'original_name'> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!proof.original_name) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadProof(proof);
    } catch (e) {
      notifyError(e instanceof ApiError && e.status === 404 ? t('compliance.fileMissing') : t('compliance.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Anchor component="button" type="button" size="sm" onClick={download} disabled={busy} style={{ wordBreak: 'break-all' }}>
      {proof.original_name}
    </Anchor>
  );
}
