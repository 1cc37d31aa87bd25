import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { setOnline, signUp, waitForWorkerControl } from '../helpers/e2e';

/**
 * Issue 22 on two phones of one business (two browser contexts at 390 px, each its own IndexedDB): phone A, with no
 * signal, flags the job, writes the SWMS and has two workers sign on; phone B, also offline, edits the signed version,
 * which makes version 2 and asks both to sign again, and one does. Back online, both phones show both versions with
 * the signatures each version got, phone A makes the PDF, and deleting the job asks first and keeps the SWMS.
 */
const phone = { viewport: { width: 390, height: 844 }, locale: 'en-AU', timezoneId: 'Australia/Adelaide' };

async function openJobOnline(page: Page, jobId: string) {
  await expect(() => waitForWorkerControl(page)).toPass({ timeout: 20_000 });
  await page.goto('/jobs');
  await expect(page.getByText('Roof sheeting')).toBeVisible({ timeout: 20_000 });
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { name: 'Is this high-risk work?' })).toBeVisible();
  await expect(page.getByTestId('sync-badge')).toHaveText('Synced', { timeout: 15_000 });
}

async function signAs(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Sign on' });
  await form.getByLabel('Worker’s name').fill(name);
  await form.getByRole('button', { name: 'Sign with typed name' }).click();
  await form.getByRole('button', { name: 'Sign on', exact: true }).click();
  await expect(page.getByTestId('swms-signed')).toContainText(name);
}

/** What a phone shows: version 2 signed by Sam, version 1 kept with both signatures. */
async function expectBothVersions(page: Page) {
  await expect(page.getByRole('heading', { name: 'SWMS · version 2' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('swms-signed')).toHaveText(/^Sam Lee · /);
  await expect(page.getByTestId('swms-missing')).toHaveText('Still to sign version 2: Jo Park');
  await page.getByText('Earlier versions (1)').click();
  await expect(page.getByText(/Version 1 \(.*\): Sam Lee, Jo Park/)).toBeVisible();
}

test('two phones: A writes and two sign offline → B edits offline, forcing re-sign → both show both versions → PDF', async ({
  browser,
}) => {
  const contexts: BrowserContext[] = [];
  try {
    const ctxA = await browser.newContext({ ...phone, acceptDownloads: true });
    contexts.push(ctxA);
    const a = await ctxA.newPage();
    await signUp(a, { first: 'Sam', emailPrefix: 'e2e-swms2' });
    const job = await a.request.post('/api/jobs', {
      data: { title: 'Roof sheeting', siteAddress: '5 King William St', locality: 'Adelaide 5000', notes: 'Replace roof sheets' },
    });
    expect(job.status(), await job.text()).toBe(201);
    const jobId = (await job.json()).id as string;
    // phone B is the same business signed in on another phone: same session, its own device storage
    const ctxB = await browser.newContext({ ...phone, storageState: await ctxA.storageState() });
    contexts.push(ctxB);
    const b = await ctxB.newPage();
    await b.goto('/landing');

    // Phone A, no signal: flag (a 4 m fall), write, two workers sign on.
    await openJobOnline(a, jobId);
    await setOnline(ctxA, a, false);
    await a.getByLabel('How far could anyone fall? (metres)').fill('4');
    await a.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(a.getByText('SWMS needed before work starts')).toBeVisible();
    await a.getByRole('button', { name: 'Write SWMS' }).click();
    await a.getByRole('form', { name: 'Edit SWMS' }).getByLabel('PPE').fill('Harness');
    await a.getByRole('form', { name: 'Edit SWMS' }).getByRole('button', { name: 'Save SWMS' }).click();
    await expect(a.getByRole('heading', { name: 'SWMS · version 1' })).toBeVisible();
    await signAs(a, 'Sam Lee');
    await signAs(a, 'Jo Park');
    await setOnline(ctxA, a, true);
    await expect(a.getByTestId('sync-badge')).toHaveText('Synced', { timeout: 30_000 });

    // Phone B gets version 1 with both signatures, loses signal, edits it: version 2, both asked to sign again.
    await openJobOnline(b, jobId);
    await expect(b.getByRole('heading', { name: 'SWMS · version 1' })).toBeVisible();
    await expect(b.getByTestId('swms-signed')).toContainText('Jo Park');
    await setOnline(ctxB, b, false);
    await b.getByRole('button', { name: 'Edit SWMS' }).click();
    await expect(b.getByText('This version has been signed. Saving makes a new version and everyone signs again.')).toBeVisible();
    await b.getByRole('form', { name: 'Edit SWMS' }).getByLabel('Plant and equipment').fill('Scaffold, EWP');
    await b.getByRole('form', { name: 'Edit SWMS' }).getByRole('button', { name: 'Save SWMS' }).click();
    await expect(b.getByRole('heading', { name: 'SWMS · version 2' })).toBeVisible();
    await expect(b.getByTestId('swms-missing')).toHaveText('Still to sign version 2: Sam Lee, Jo Park');
    await signAs(b, 'Sam Lee');
    await setOnline(ctxB, b, true);
    await expect(b.getByTestId('sync-badge')).toHaveText('Synced', { timeout: 30_000 });

    // Both phones show both versions with their signatures (A catches up on its own, no reload).
    await expectBothVersions(b);
    await expectBothVersions(a);

    // The PDF for the principal contractor, made on phone A.
    const downloading = a.waitForEvent('download');
    await a.getByRole('button', { name: 'PDF for the principal contractor' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^SWMS-.*-v2\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The server holds each version once, each with the signatures it got.
    const res = await a.request.get(`/api/compliance/jobs/${jobId}`);
    const body = (await res.json()) as {
      versions: Array<{ version: number; content: { plant: string }; signOns: Array<{ name: string }> }>;
    };
    expect(body.versions.map((v) => [v.version, v.content.plant, v.signOns.map((s) => s.name)])).toEqual([
      [1, '', ['Sam Lee', 'Jo Park']],
      [2, 'Scaffold, EWP', ['Sam Lee']],
    ]);

    // Deleting the job asks first and says the SWMS is kept; afterwards the server still has both versions.
    a.once('dialog', (d) => {
      expect(d.message()).toContain('It has a SWMS: the SWMS and its sign-ons are kept for their retention period (WHS reg 303).');
      void d.accept();
    });
    await a.getByRole('button', { name: 'Delete job' }).click();
    await expect(a).toHaveURL(/\/jobs$/);
    await expect(a.getByTestId('sync-badge')).toHaveText('Synced', { timeout: 30_000 });
    const kept = (await (await a.request.get(`/api/compliance/jobs/${jobId}`)).json()) as { versions: unknown[] };
    expect(kept.versions).toHaveLength(2);
  } finally {
    for (const c of contexts) await c.close();
  }
});
