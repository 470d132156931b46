import type { Language } from '../accounts/languages.ts';
import { defineEvent, type EventTexts, type EventValues, fillText } from '../common/events.ts';
import type { ComplianceDocumentType } from './rules.ts';

/**
 * The compliance feature's events (common/events.ts), listed by the compliance module's manifest: a proof about to
 * expire is told to its company and to the provider's operations staff, with the orders and numbers relying on it.
 */

/** The proof types' names (the web locales' `compliance.types`). */
export const PROOF_TYPE_NAMES: Record<Language, Record<ComplianceDocumentType, string>> = {
  en: {
    business_registration: 'Business registration',
    address_proof: 'Address proof',
    passport: 'Passport',
    passport_holding_photo: 'Photo holding the passport',
    itu_assignment: 'ITU assignment',
    declaration_letter: 'Declaration letter',
    consent_letter: 'Consent letter',
    porting_form: 'Porting form',
    invoice: 'Invoice',
  },
  es: {
    business_registration: 'Registro mercantil',
    address_proof: 'Justificante de domicilio',
    passport: 'Pasaporte',
    passport_holding_photo: 'Foto sosteniendo el pasaporte',
    itu_assignment: 'Asignación UIT',
    declaration_letter: 'Carta de declaración',
    consent_letter: 'Carta de consentimiento',
    porting_form: 'Formulario de portabilidad',
    invoice: 'Factura',
  },
  fr: {
    business_registration: 'Immatriculation de l’entreprise',
    address_proof: 'Justificatif de domicile',
    passport: 'Passeport',
    passport_holding_photo: 'Photo tenant le passeport',
    itu_assignment: 'Attribution UIT',
    declaration_letter: 'Lettre de déclaration',
    consent_letter: 'Lettre de consentement',
    porting_form: 'Formulaire de portabilité',
    invoice: 'Facture',
  },
  ja: {
    business_registration: '商業登記',
    address_proof: '住所証明',
    passport: 'パスポート',
    passport_holding_photo: 'パスポートを持った写真',
    itu_assignment: 'ITU 割当',
    declaration_letter: '申告書',
    consent_letter: '同意書',
    porting_form: 'ポーティング申請書',
    invoice: '請求書',
  },
  ru: {
    business_registration: 'Регистрация компании',
    address_proof: 'Подтверждение адреса',
    passport: 'Паспорт',
    passport_holding_photo: 'Фото с паспортом в руках',
    itu_assignment: 'Присвоение МСЭ',
    declaration_letter: 'Письмо-декларация',
    consent_letter: 'Письмо о согласии',
    porting_form: 'Форма переноса номера',
    invoice: 'Счёт',
  },
  zh: {
    business_registration: '营业执照',
    address_proof: '地址证明',
    passport: '护照',
    passport_holding_photo: '手持护照照片',
    itu_assignment: 'ITU 分配',
    declaration_letter: '声明函',
    consent_letter: '同意函',
    porting_form: '携号转网表',
    invoice: '发票',
  },
};

export interface ProofExpiringParams {
  document_id: number;
  type: string;
  country: string;
  valid_until: string;
  customer_id: number;
  customer_name: string;
  /** The orders that rely on it (their ids). */
  orders: number[];
  /** The numbers of those orders. */
  numbers: string[];
}

const EXPIRING: Record<Language, EventTexts> = {
  en: {
    title: '{proof} of {company} expires on {until}',
    message:
      '{proof} ({country}, proof {id}) of {company} is valid until {until}. Orders relying on it: {orders}. Numbers: {numbers}. Upload a current one under Management → Compliance profile: once expired it no longer satisfies new orders.',
  },
  es: {
    title: '{proof} de {company} caduca el {until}',
    message:
      '{proof} ({country}, prueba {id}) de {company} es válido hasta el {until}. Pedidos que lo usan: {orders}. Números: {numbers}. Suba uno vigente en Gestión → Perfil de cumplimiento: una vez caducado ya no sirve para pedidos nuevos.',
  },
  fr: {
    title: '{proof} de {company} expire le {until}',
    message:
      '{proof} ({country}, justificatif {id}) de {company} est valable jusqu’au {until}. Commandes qui s’en servent : {orders}. Numéros : {numbers}. Déposez-en un à jour sous Gestion → Profil de conformité : une fois expiré, il ne vaut plus pour les nouvelles commandes.',
  },
  ja: {
    title: '{company} の{proof}は {until} に期限切れになります',
    message:
      '{company} の{proof}（{country}、証明書 {id}）の有効期限は {until} です。これを使う注文: {orders}。番号: {numbers}。管理 → コンプライアンスプロファイルで最新のものをアップロードしてください。期限切れ後は新しい注文に使えません。',
  },
  ru: {
    title: '{proof} компании {company} истекает {until}',
    message:
      '{proof} ({country}, документ {id}) компании {company} действителен до {until}. Заказы, которые на него опираются: {orders}. Номера: {numbers}. Загрузите актуальный в разделе Управление → Профиль соответствия: после истечения срока он не подходит для новых заказов.',
  },
  zh: {
    title: '{company} 的{proof}将于 {until} 到期',
    message:
      '{company} 的{proof}（{country}，证明 {id}）有效期至 {until}。依赖它的订单：{orders}。号码：{numbers}。请在 管理 → 合规档案 中上传最新文件：过期后将不能用于新订单。',
  },
};

export interface ProofVerifiedParams {
  document_id: number;
  type: string;
  country: string;
  state: 'approved' | 'rejected';
  reason: string | null;
  customer_name: string;
}

const VERIFIED: Record<Language, EventTexts> = {
  en: { title: '{proof} {verdict}', message: 'The provider {verdict} the {proofLower} ({country}, proof {id}) of {company}.{reason}' },
  es: {
    title: '{proof}: {verdict}',
    message: 'El proveedor ha revisado la prueba «{proof}» ({country}, prueba {id}) de {company}: {verdict}.{reason}',
  },
  fr: {
    title: '{proof} : {verdict}',
    message: 'Le fournisseur a vérifié le justificatif « {proof} » ({country}, justificatif {id}) de {company} : {verdict}.{reason}',
  },
  ja: {
    title: '{proof}: {verdict}',
    message: 'プロバイダーが {company} の{proof}（{country}、証明書 {id}）を確認しました: {verdict}。{reason}',
  },
  ru: {
    title: '{proof}: {verdict}',
    message: 'Провайдер проверил документ «{proof}» ({country}, документ {id}) компании {company}: {verdict}.{reason}',
  },
  zh: { title: '{proof}：{verdict}', message: '服务商已审核 {company} 的{proof}（{country}，证明 {id}）：{verdict}。{reason}' },
};

const VERDICTS: Record<Language, { approved: string; rejected: string; reason: string }> = {
  en: { approved: 'approved', rejected: 'rejected', reason: ' Reason: {reason}. Upload another under Management → Compliance profile.' },
  es: { approved: 'aprobada', rejected: 'rechazada', reason: ' Motivo: {reason}. Suba otra en Gestión → Perfil de cumplimiento.' },
  fr: { approved: 'approuvé', rejected: 'refusé', reason: ' Raison : {reason}. Déposez-en un autre sous Gestion → Profil de conformité.' },
  ja: {
    approved: '承認',
    rejected: '却下',
    reason: '理由: {reason}。管理 → コンプライアンスプロファイルで別の書類をアップロードしてください。',
  },
  ru: {
    approved: 'одобрен',
    rejected: 'отклонён',
    reason: ' Причина: {reason}. Загрузите другой в разделе Управление → Профиль соответствия.',
  },
  zh: { approved: '已批准', rejected: '已驳回', reason: '原因：{reason}。请在 管理 → 合规档案 中上传其他文件。' },
};

const verifiedValues: EventValues<ProofVerifiedParams> = (p, lng) => {
  const name = PROOF_TYPE_NAMES[lng][p.type as ComplianceDocumentType] ?? p.type ?? '';
  const v = VERDICTS[lng];
  return {
    proof: name,
    proofLower: lng === 'en' ? name.toLowerCase() : name,
    verdict: p.state === 'rejected' ? v.rejected : v.approved,
    company: p.customer_name ?? '',
    country: p.country ?? '',
    id: String(p.document_id ?? ''),
    reason: p.state === 'rejected' && p.reason ? fillText(v.reason, { reason: p.reason }) : '',
  };
};

const NONE: Record<Language, string> = { en: 'none', es: 'ninguno', fr: 'aucune', ja: 'なし', ru: 'нет', zh: '无' };

const list = (xs: unknown, lng: Language, max = 20) => {
  const a = Array.isArray(xs) ? xs.map(String) : [];
  if (!a.length) return NONE[lng];
  return a.length > max ? `${a.slice(0, max).join(', ')} (+${a.length - max})` : a.join(', ');
};

const expiringValues: EventValues<ProofExpiringParams> = (p, lng) => ({
  proof: PROOF_TYPE_NAMES[lng][p.type as ComplianceDocumentType] ?? p.type ?? '',
  company: p.customer_name ?? '',
  country: p.country ?? '',
  id: String(p.document_id ?? ''),
  until: p.valid_until ?? '',
  orders: list(p.orders, lng),
  numbers: list(p.numbers, lng),
});

/** The compliance events, in the order docs/webhooks.md lists their webhooks. */
export const COMPLIANCE_EVENTS = [
  /** A proof's valid-until date is within 30 days (the daily expiry check; once per proof and date). */
  defineEvent<ProofExpiringParams>({
    key: 'compliance.document_expiring',
    webhook: {
      name: 'compliance.document_expiring',
      label: {
        en: 'Compliance proof expiring',
        es: 'Prueba de cumplimiento a punto de caducar',
        fr: 'Justificatif de conformité bientôt expiré',
        ja: 'コンプライアンス証明の期限切れ間近',
        ru: 'Срок документа соответствия истекает',
        zh: '合规证明即将到期',
      },
    },
    notification: { texts: EXPIRING, values: expiringValues },
  }),
  /** Staff verified a proof: approved, or rejected with the reason (told to its company). */
  defineEvent<ProofVerifiedParams>({
    key: 'compliance.document_verified',
    webhook: {
      name: 'compliance.document_verified',
      label: {
        en: 'Compliance proof verified',
        es: 'Prueba de cumplimiento verificada',
        fr: 'Justificatif de conformité vérifié',
        ja: 'コンプライアンス証明の確認',
        ru: 'Документ соответствия проверен',
        zh: '合规证明已审核',
      },
    },
    notification: { texts: VERIFIED, values: verifiedValues },
  }),
];

/** A proof type's name in a language. */
export const proofTypeName = (type: string, lng: Language) => fillText(PROOF_TYPE_NAMES[lng][type as ComplianceDocumentType] ?? type, {});
