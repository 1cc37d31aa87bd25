import { renderDocx, renderPdf } from '../../src/domain/documents';
import { invoiceArgs, invoiceItem, VALID_ABN } from '../../tests/api/documents-builders';
import { benchDocModels } from './doc-models';
import { percentile, registerUser, startBuiltServer, type Figure } from './util';

const RENDERS = 30;
const WARM_UP = 5;

async function samples(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

const ms = (v: number) => v.toFixed(1);

/** Issue 4: PDF and Word generation per document in Node (the domain renderers), and through the server endpoint. */
export async function benchDocuments(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const add = (name: string, xs: number[]) =>
    figures.push(
      { section: 'documents', name: `${name} p50`, value: ms(percentile(xs, 50)), unit: 'ms' },
      { section: 'documents', name: `${name} p95`, value: ms(percentile(xs, 95)), unit: 'ms' },
    );

  for (const { label, model } of benchDocModels()) {
    let size = 0;
    add(`Node renderPdf, ${label}`, await samples(RENDERS, async () => (size = (await renderPdf(model)).length)));
    figures.push({ section: 'documents', name: `  PDF size, ${label}`, value: (size / 1024).toFixed(1), unit: 'KiB' });
    add(`Node renderDocx, ${label}`, await samples(RENDERS, async () => (size = (await renderDocx(model)).length)));
    figures.push({ section: 'documents', name: `  DOCX size, ${label}`, value: (size / 1024).toFixed(1), unit: 'KiB' });
  }

  const server = await startBuiltServer({});
  try {
    const cookie = await registerUser(server.url);
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (!res.ok) throw new Error(`${path}: ${res.status} ${new TextDecoder().decode(bytes).slice(0, 200)}`);
      return bytes;
    };
    // A GST-registered business with an ABN, so the saved invoice prints as a tax invoice.
    await call('/api/company', {
      name: 'Coastline Plumbing Pty Ltd',
      abn: VALID_ABN,
      gstRegistered: true,
      phone: '0412 345 678',
      email: 'jobs@coastline.example',
    });
    await call('/api/user', { state: 'NSW' });
    for (const n of [10, 100]) {
      const items = Array.from({ length: n }, (_, i) => invoiceItem(`Line ${i + 1}: labour and materials`, 1 + (i % 3), 11_000 + i * 10));
      const saved = JSON.parse(new TextDecoder().decode(await call('/api/invoices', invoiceArgs({ items })))) as { id: string };
      const label = n === 10 ? '10-line tax invoice' : '100-line invoice';
      let size = 0;
      add(
        `POST /api/generate-invoice-pdf, ${label} (sequential)`,
        await samples(RENDERS, async () => (size = (await call('/api/generate-invoice-pdf', { invoiceId: saved.id })).length)),
      );
      figures.push({ section: 'documents', name: `  PDF size from the endpoint, ${label}`, value: (size / 1024).toFixed(1), unit: 'KiB' });
    }
  } finally {
    await server.stop();
  }
  return figures;
}
