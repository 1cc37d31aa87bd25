/** PDF entry point, loaded on demand so pdf-lib stays out of the first screen's bundle. */
import { pricedContent } from '../content';
import { materialsContent } from '../materials-content';
import type { DocModel, RenderOptions } from '../types';
import { PdfCanvas } from './canvas';
import { drawMaterials } from './materials';
import { drawPriced } from './priced';

export async function renderPdfDocument(model: DocModel, options: RenderOptions = {}): Promise<Uint8Array> {
  if (model.kind === 'materials') {
    const content = materialsContent(model, options);
    const c = await PdfCanvas.create(content.title, content.businessName ?? '');
    drawMaterials(c, content);
    return c.save();
  }
  const content = pricedContent(model, options);
  const c = await PdfCanvas.create(
    content.subtitle ? `${content.reference} - ${content.subtitle}` : content.reference,
    content.business.name,
  );
  await drawPriced(c, content, model.business);
  return c.save();
}
