import { fillText, languageOrEnglish } from '@gsn/domain';
import { newPdf } from '../../lib/pdf.ts';
import { LOA_TEXTS } from './ports-loa-texts.ts';

export interface LoaData {
  language: string;
  /** Who is authorised: the portal's operator (GSN, as the portal's mails name it, unless given). */
  provider?: string;
  port: { id: number; reference: string; service_type: string; jurisdiction: string };
  company: { name: string; address: string; registration: string | null };
  endUser: { name: string | null; address: string | null; phone: string | null; email: string | null };
  losingCarriers: string | null;
  losingAccount: string | null;
  requestedFocDate: string | null;
  numbers: string[];
}

/** The letter of authorisation to sign, prefilled from the company, the order's end user and the port (A4 PDF). */
export async function renderLoa(d: LoaData): Promise<Buffer> {
  const language = languageOrEnglish(d.language);
  const t = LOA_TEXTS[language];
  const { doc, bytes } = await newPdf(language, { Title: t.title, Subject: d.port.reference });
  const values = { reference: d.port.reference, port: String(d.port.id), count: String(d.numbers.length), provider: d.provider ?? 'GSN' };
  const or = (v: string | null | undefined) => (v?.trim() ? v.trim() : t.none);
  const width = doc.page.width - 112;

  doc.font('bold').fontSize(20).text(t.title);
  doc.font('regular').fontSize(11).fillColor('#444').text(fillText(t.intro, values)).fillColor('#000').moveDown();

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('bold').fontSize(10).text(label, 56, y, { width: 180 });
    const labelEnd = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .text(value, 246, y, { width: width - 190 });
    doc.y = Math.max(doc.y, labelEnd) + 4;
    doc.x = 56;
  };
  row(t.company, or(d.company.name));
  row(t.address, or(d.company.address));
  row(t.registration, or(d.company.registration));
  row(t.endUser, or(d.endUser.name));
  row(t.address, or(d.endUser.address));
  row(t.contact, or([d.endUser.phone, d.endUser.email].filter(Boolean).join(', ')));
  row(t.service, `${d.port.service_type} — ${d.port.jurisdiction}`);
  row(t.losingCarrier, or(d.losingCarriers));
  row(t.losingAccount, or(d.losingAccount));
  row(t.focDate, or(d.requestedFocDate));
  doc.moveDown(0.5);

  doc.font('bold').fontSize(11).text(fillText(t.numbers, values));
  doc
    .font('regular')
    .fontSize(10)
    .text(d.numbers.length ? d.numbers.join('   ') : t.none, { width });
  doc.moveDown();
  doc.font('regular').fontSize(10).text(fillText(t.authorisation, values), { width, align: 'justify' });
  doc.moveDown(2);

  // the signature block: lines to fill by hand
  for (const label of [t.signature, t.name, t.position, t.date, t.stamp]) {
    const y = doc.y;
    doc.font('bold').fontSize(10).text(label, 56, y, { width: 150 });
    doc
      .moveTo(216, y + 12)
      .lineTo(56 + width, y + 12)
      .strokeColor('#888')
      .stroke();
    doc.y = y + 28;
    doc.x = 56;
  }
  doc.moveDown();
  doc.font('regular').fontSize(9).fillColor('#555').text(fillText(t.footer, values), { width });
  doc.end();
  return bytes;
}
