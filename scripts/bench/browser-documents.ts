import { builtChunk, fig, pFigures, signedInContext, type BrowserEnv } from './browser-util';
import { benchDocModels } from './doc-models';
import type { Figure } from './util';

const RENDERS = 30;
const WARM_UP = 3;

interface Result {
  label: string;
  kind: 'pdf' | 'docx';
  firstMs: number;
  samples: number[];
  bytes: number;
}

/** Issue 4: the shipped documents chunk (what a download on the phone runs), imported into the page and timed there. */
export async function benchBrowserDocuments(env: BrowserEnv): Promise<Figure[]> {
  const { context, page } = await signedInContext(env);
  try {
    await page.goto('/landing');
    await page.getByRole('heading', { name: "G'day mate!" }).waitFor({ timeout: 20_000 });
    const results = await page.evaluate(
      async ({ url, docs, renders, warmUp }) => {
        type Render = (model: unknown) => Promise<Uint8Array>;
        const mod = (await import(url)) as { renderPdf: Render; renderDocx: Render };
        const out: Result[] = [];
        for (const kind of ['pdf', 'docx'] as const) {
          const render = kind === 'pdf' ? mod.renderPdf : mod.renderDocx;
          for (const { label, model } of docs) {
            let t = performance.now();
            let bytes = (await render(model)).length;
            const firstMs = performance.now() - t;
            for (let i = 1; i < warmUp; i++) await render(model);
            const samples: number[] = [];
            for (let i = 0; i < renders; i++) {
              t = performance.now();
              bytes = (await render(model)).length;
              samples.push(performance.now() - t);
            }
            out.push({ label, kind, firstMs, samples, bytes });
          }
        }
        return out;
      },
      { url: builtChunk('src/domain/documents/index.ts'), docs: benchDocModels(), renders: RENDERS, warmUp: WARM_UP },
    );
    const figures: Figure[] = [];
    for (const r of results) {
      const name = r.kind === 'pdf' ? 'PDF' : 'DOCX';
      if (r === results.find((x) => x.kind === r.kind)) {
        figures.push(fig(`Chromium first ${name} incl. loading its renderer chunk (${r.label})`, r.firstMs.toFixed(1), 'ms'));
      }
      figures.push(...pFigures(`Chromium ${name}, ${r.label} (${RENDERS} renders)`, r.samples));
    }
    return figures;
  } finally {
    await context.close();
  }
}
