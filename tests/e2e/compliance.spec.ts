import { expect, test, type BrowserContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { setOnline, signUp, waitForWorkerControl } from '../helpers/e2e';

/**
 * Issue 22 in Chromium at 390 px, with no signal from the flag to the PDF: a South Australian job (after 1 July 2026,
 * so a 2.5 m fall is high-risk) is flagged, the SWMS written from the categories, two workers sign on, an edit after
 * their signatures makes version 2 and asks both to sign again, one does, and the PDF for the principal contractor is
 * made on the phone. Back online, the server holds both versions with their signatures.
 */
const phone = { viewport: { width: 390, height: 844 }, locale: 'en-AU', timezoneId: 'Australia/Adelaide' };

test('offline: flag → write SWMS → two workers sign on → an edit forces re-sign → PDF', async ({ browser }, testInfo) => {
  const contexts: BrowserContext[] = [];
  try {
    const ctx = await browser.newContext({ ...phone, acceptDownloads: true });
    contexts.push(ctx);
    const page = await ctx.newPage();
    await signUp(page, { first: 'Sam', emailPrefix: 'e2e-swms' });
    const job = await page.request.post('/api/jobs', {
      data: {
        title: 'Switchboard upgrade',
        siteAddress: '27 Pakington St',
        locality: 'Adelaide 5000',
        notes: 'Roof access to run the new circuit',
      },
    });
    expect(job.status(), await job.text()).toBe(201);
    const jobId = (await job.json()).id as string;

    // Online once: the worker takes control and the job screen's code and the job reach the device.
    await expect(() => waitForWorkerControl(page)).toPass({ timeout: 20_000 });
    await page.goto('/jobs');
    await expect(page.getByText('Switchboard upgrade')).toBeVisible({ timeout: 20_000 });
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByRole('heading', { name: 'Is this high-risk work?' })).toBeVisible();
    await expect(page.getByTestId('sync-badge')).toHaveText('Synced', { timeout: 15_000 });

    await setOnline(ctx, page, false);
    await page.reload();
    // Flag it: SA from the job's site; 2.5 m is over SA's 2 m (from 1 July 2026); live electrical work too.
    await expect(page.getByLabel('State of the site')).toHaveValue('SA');
    await expect(page.getByText('High-risk over 2 m in SA')).toBeVisible();
    await page.getByLabel('How far could anyone fall? (metres)').fill('2.5');
    await page.getByLabel(/live \(energised\) electrical/).check();
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByText('SWMS needed before work starts')).toBeVisible();
    await expect(page.getByText('A fall of 2.5 m is more than 2 m (SA).')).toBeVisible();

    // Write it fast from the categories: suggested hazards and controls are there to edit.
    await page.getByRole('button', { name: 'Write SWMS' }).click();
    const editor = page.getByRole('form', { name: 'Edit SWMS' });
    await expect(editor.getByLabel('Control measures (most effective first)').first()).toHaveValue(/^Eliminate: /);
    await editor.getByLabel('Principal contractor', { exact: true }).fill('Bayside Builders');
    await editor.getByLabel('PPE').fill('Harness, insulated gloves');
    await editor.getByRole('button', { name: 'Save SWMS' }).click();
    await expect(page.getByRole('heading', { name: 'SWMS · version 1' })).toBeVisible();

    // Two workers sign on, on the one phone.
    const signForm = page.getByRole('form', { name: 'Sign on' });
    for (const name of ['Sam Lee', 'Jo Park']) {
      await signForm.getByLabel('Worker’s name').fill(name);
      await signForm.getByRole('button', { name: 'Sign with typed name' }).click();
      await signForm.getByRole('button', { name: 'Sign on', exact: true }).click();
      await expect(page.getByTestId('swms-signed')).toContainText(name);
    }

    // An edit after their signatures: a new version, and both are asked to sign again.
    await page.getByRole('button', { name: 'Edit SWMS' }).click();
    await expect(page.getByText('This version has been signed. Saving makes a new version and everyone signs again.')).toBeVisible();
    await editor.getByLabel('Plant and equipment').fill('EWP, ladder');
    await editor.getByRole('button', { name: 'Save SWMS' }).click();
    await expect(page.getByRole('heading', { name: 'SWMS · version 2' })).toBeVisible();
    await expect(page.getByTestId('swms-missing')).toHaveText('Still to sign version 2: Sam Lee, Jo Park');
    await signForm.getByLabel('Worker’s name').fill('Sam Lee');
    await signForm.getByRole('button', { name: 'Sign with typed name' }).click();
    await signForm.getByRole('button', { name: 'Sign on', exact: true }).click();
    await expect(page.getByTestId('swms-missing')).toHaveText('Still to sign version 2: Jo Park');

    // Versions and signatures survive a reload with no signal.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'SWMS · version 2' })).toBeVisible();
    await expect(page.getByTestId('swms-signed')).toContainText('Sam Lee');
    await page.getByText('Earlier versions (1)').click();
    await expect(page.getByText(/Version 1 \(.*\): Sam Lee, Jo Park/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('swms-offline-390.png'), fullPage: true });

    // The PDF for the principal contractor, made on the phone.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF for the principal contractor' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^SWMS-.*-v2\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.byteLength).toBeGreaterThan(3000);

    // Back online: both versions reach the server with their sign-ons, once.
    await setOnline(ctx, page, true);
    await expect(page.getByTestId('sync-badge')).toHaveText('Synced', { timeout: 30_000 });
    const res = await page.request.get(`/api/compliance/jobs/${jobId}`);
    const body = (await res.json()) as {
      versions: Array<{ version: number; content: { plant: string }; signOns: Array<{ name: string }> }>;
    };
    expect(body.versions.map((v) => [v.version, v.content.plant, v.signOns.map((s) => s.name)])).toEqual([
      [1, '', ['Sam Lee', 'Jo Park']],
      [2, 'EWP, ladder', ['Sam Lee']],
    ]);
  } finally {
    for (const c of contexts) await c.close();
  }
});

test('offline: a CCEW task on an NSW job, recorded in the field, reminded at open and listed as open', async ({ browser }) => {
  const ctx = await browser.newContext({ ...phone, timezoneId: 'Australia/Sydney' });
  try {
    const page = await ctx.newPage();
    await signUp(page, { first: 'Jo', emailPrefix: 'e2e-cert' });
    const job = await page.request.post('/api/jobs', {
      data: { title: 'Kitchen circuits', siteAddress: '27 Pakington St', locality: 'Parramatta 2150', notes: 'Two new circuits' },
    });
    const jobId = (await job.json()).id as string;
    await expect(() => waitForWorkerControl(page)).toPass({ timeout: 20_000 });
    await page.goto('/jobs');
    await expect(page.getByText('Kitchen circuits')).toBeVisible({ timeout: 20_000 });
    await page.goto('/certificates');
    await expect(page.getByRole('heading', { name: 'Open certificates' })).toBeVisible();
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByRole('heading', { name: 'Compliance certificates' })).toBeVisible();
    await setOnline(ctx, page, false);

    await page.getByRole('checkbox', { name: 'electrical', exact: true }).check();
    await expect(page.getByText(/within 7 days of the safety and compliance test/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Start CCEW' }).click();
    // tested five days ago (Sydney): due in 2 days
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
    const tested = new Date(Date.parse(`${today}T00:00:00Z`) - 5 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Tested / completed on').fill(tested);
    await page.getByLabel('Tests and results').fill('Insulation resistance > 1 MΩ; RCD 22 ms');
    await page.getByRole('button', { name: 'Save certificate' }).click();
    await expect(page.getByText('due in 2 days').first()).toBeVisible();
    await expect(page.getByLabel('Site', { exact: true })).toHaveValue('27 Pakington St');

    // Reminder at open, with no signal.
    await page.goto('/jobs');
    await page.reload();
    await expect(page.getByText('CCEW for 27 Pakington St due in 2 days')).toBeVisible({ timeout: 15_000 });
    await page.goto('/certificates');
    await expect(page.getByRole('list', { name: 'Open certificates' })).toContainText('CCEW · 27 Pakington St');
  } finally {
    await ctx.close();
  }
});
