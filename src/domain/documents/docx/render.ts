/** Word entry point, loaded on demand so the docx package stays out of the first screen's bundle. */
import { Document, Packer } from 'docx';
import { pricedContent } from '../content';
import { materialsContent } from '../materials-content';
import type { DocModel, RenderOptions } from '../types';
import { DOCUMENT_STYLES, PAGE, pageNumberFooter } from './common';
import { materialsBody } from './materials';
import { pricedBody } from './priced';

export async function renderDocxDocument(model: DocModel, options: RenderOptions = {}): Promise<Uint8Array> {
  const { title, creator, children } =
    model.kind === 'materials'
      ? (() => {
          const content = materialsContent(model, options);
          return { title: content.title, creator: content.businessName ?? 'Tradie Toolbox', children: materialsBody(content) };
        })()
      : (() => {
          const content = pricedContent(model, options);
          return { title: content.reference, creator: content.business.name, children: pricedBody(content, model.business) };
        })();
  const doc = new Document({
    title,
    creator: creator || 'Tradie Toolbox',
    styles: DOCUMENT_STYLES,
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin, footer: 400 },
          },
        },
        footers: { default: pageNumberFooter() },
        children,
      },
    ],
  });
  // toArrayBuffer works in the browser and in Node; toBuffer is Node-only.
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}
