import type { Db } from '../db';
import type { DocumentEmailRow } from '../repos/document-emails';
import { swmsForPdf } from '../repos/compliance';
import { swmsPdfModel } from '../../src/domain/compliance/swms-pdf';
import { renderSwmsPdf } from '../../src/domain/documents/pdf/compliance';
import { swmsFilename } from '../../src/domain/documents';

/**
 * The SWMS email to the principal contractor (issue 22), composed at delivery by the document email outbox
 * (api/services/document-mail.ts): the latest version's PDF with every version's sign-ons. Null (the email is dropped)
 * when the SWMS is gone.
 */
export async function composeSwmsEmail(sql: Db, email: DocumentEmailRow, business: string) {
  const { versions, signOns } = await swmsForPdf(sql, email.user_id, email.document_id);
  const model = swmsPdfModel(business, versions, signOns);
  if (!model) return null;
  const bytes = await renderSwmsPdf(model);
  const latest = versions[versions.length - 1]!;
  const lines = [
    `Hi ${latest.content.principalContractor.trim() || 'there'},`,
    '',
    `Please find attached our Safe Work Method Statement "${model.title}" (version ${String(model.version)}) for ${latest.content.siteAddress || 'the site'}, before the work starts.`,
    model.stillToSign.length ? `Still to sign this version: ${model.stillToSign.join(', ')}.` : 'Every worker has signed on.',
    '',
    'Thanks,',
    business,
  ];
  return {
    to: email.to_address,
    subject: `SWMS from ${business}: ${model.title} (version ${String(model.version)})`,
    text: lines.join('\n'),
    attachments: [
      {
        filename: swmsFilename(model.title, model.version, 'pdf'),
        contentType: 'application/pdf',
        content: bytes,
      },
    ],
  };
}
