import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { authMatrix } from '../helpers/auth';

// 1x1 PNG
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);

describe.each(backends)('profile, company, settings and uploads on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('saves and reads the profile', async () => {
    const { client } = await signedInClient(server);
    const res = await client.post('/api/user', {
      firstName: 'Shazza',
      lastName: 'Jones',
      phone: '0400 000 000',
      businessName: 'Shazza Sparky',
      state: 'QLD',
      trade: 'Electrician',
      yearsExperience: 12,
    });
    expect(res.status).toBe(200);
    const me = await client.get('/api/user');
    expect(me.body).toMatchObject({
      firstName: 'Shazza',
      lastName: 'Jones',
      state: 'QLD',
      trade: 'Electrician',
      yearsExperience: 12,
      subscriptionStatus: 'inactive',
    });
  });

  it.each([
    [{ state: 'XYZ' }, 'state'],
    [{ yearsExperience: 51 }, 'yearsExperience'],
    [{ yearsExperience: 2.5 }, 'yearsExperience'],
    [{ email: 'not-an-email' }, 'email'],
  ])('rejects profile %j with a 400 naming %s, writing nothing', async (body, field) => {
    const { client } = await signedInClient(server);
    const before = (await client.get('/api/user')).body;
    const res = await client.post('/api/user', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
    expect((await client.get('/api/user')).body.updatedAt).toBe(before.updatedAt);
  });

  it('gives settings the spec defaults', async () => {
    const { client } = await signedInClient(server);
    const res = await client.get('/api/settings');
    expect(res.body).toMatchObject({
      logoHeight: 48,
      logoMaxWidth: 200,
      logoFilter: 'brightness(1.1) contrast(1.1)',
      logoBlendMode: 'multiply',
      defaultState: 'NSW',
      defaultTrade: 'General',
    });
    const saved = await client.post('/api/settings', { logoHeight: 64 });
    expect(saved.body.logoHeight).toBe(64);
  });

  it('saves the company with a checked ABN and refuses a wrong check digit', async () => {
    const { client } = await signedInClient(server);
    expect((await client.get('/api/company')).body).toBeNull();
    const bad = await client.post('/api/company', { name: 'Sparky Co', abn: '51 824 753 557' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^abn: /);
    const ok = await client.post('/api/company', {
      name: 'Sparky Co',
      abn: '51 824 753 556',
      phone: '07 3000 0000',
      email: 'hi@sparky.example',
      gstRegistered: true,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'Sparky Co', abn: '51824753556', ein: '51824753556', gstRegistered: true });
  });

  it("keeps user A's profile, company and settings away from user B", async () => {
    const a = await signedInClient(server);
    const b = await signedInClient(server);
    await a.client.post('/api/user', { firstName: 'Alice' });
    await a.client.post('/api/company', { name: 'Alice Plumbing' });
    await b.client.post('/api/user', { firstName: 'Bob' });
    expect((await b.client.get('/api/user')).body.firstName).toBe('Bob');
    expect((await b.client.get('/api/company')).body).toBeNull();
    expect((await a.client.get('/api/user')).body.firstName).toBe('Alice');
  });

  authMatrix(
    () => server,
    [
      { method: 'GET', path: '/api/user' },
      { method: 'POST', path: '/api/user', body: { email: 'not-an-email', yearsExperience: 'x' } },
      { method: 'PUT', path: '/api/user/logo', body: { logoURL: 42 } },
      { method: 'GET', path: '/api/company' },
      { method: 'POST', path: '/api/company', body: { abn: '1' } },
      { method: 'GET', path: '/api/settings' },
      { method: 'POST', path: '/api/settings', body: { logoHeight: 'tall' } },
      { method: 'POST', path: '/api/objects/upload' },
      {
        method: 'GET',
        path: '/api/objects/:id',
        // An uploaded logo: its owner reads it, anybody else gets 404 (not 403: its existence is not revealed).
        owned: async (owner) => {
          const { body } = await owner.post('/api/objects/upload');
          await owner.req('PUT', body.uploadURL, PNG, { 'content-type': 'image/png' });
          return (await owner.put('/api/user/logo', { logoURL: body.uploadURL })).body.objectPath.split('/').at(-1);
        },
      },
    ],
  );

  it('needs a session for every profile route', async () => {
    const anon = server.client();
    for (const [m, url] of [
      ['GET', '/api/user'],
      ['POST', '/api/user'],
      ['GET', '/api/company'],
      ['POST', '/api/company'],
      ['GET', '/api/settings'],
      ['POST', '/api/settings'],
      ['POST', '/api/objects/upload'],
      ['PUT', '/api/user/logo'],
    ] as const) {
      expect((await anon.req(m, url, m === 'GET' ? undefined : {})).status, `${m} ${url}`).toBe(401);
    }
  });

  describe('logo upload', () => {
    async function upload(client: TestServer['client'] extends () => infer C ? C : never, bytes: Uint8Array, type = 'image/png') {
      const { body } = await client.post('/api/objects/upload');
      const put = await client.req('PUT', body.uploadURL, bytes, { 'content-type': type });
      return { uploadURL: body.uploadURL as string, put };
    }

    it('uploads an image through the signed URL and sets it as the logo', async () => {
      const { client } = await signedInClient(server);
      const { uploadURL, put } = await upload(client, PNG);
      expect(put.status).toBe(200);
      const logo = await client.put('/api/user/logo', { logoURL: uploadURL });
      expect(logo.status).toBe(200);
      expect(logo.body.objectPath).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/);
      expect((await client.get('/api/user')).body.businessLogo).toBe(logo.body.objectPath);
      const img = await client.get(logo.body.objectPath);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/png');
    });

    it('refuses a file that is not an image, whatever its declared type', async () => {
      const { client } = await signedInClient(server);
      const { put } = await upload(client, new TextEncoder().encode('<script>alert(1)</script>'), 'image/png');
      expect(put.status).toBe(415);
      expect(put.body.error.message).toBe('Please select an image file');
    });

    it('refuses a file over 5 MB', async () => {
      const { client } = await signedInClient(server);
      const big = new Uint8Array(5 * 1024 * 1024 + 10);
      big.set(PNG);
      const { put } = await upload(client, big);
      expect(put.status).toBe(413);
    });

    it('refuses a tampered upload URL and takes a reused one as a no-op', async () => {
      const { client } = await signedInClient(server);
      const { body } = await client.post('/api/objects/upload');
      const tampered = body.uploadURL.replace(/sig=[^&]+/, 'sig=AAAA');
      expect((await client.req('PUT', tampered, PNG, { 'content-type': 'image/png' })).status).toBe(403);
      expect((await client.req('PUT', body.uploadURL, PNG, { 'content-type': 'image/png' })).status).toBe(200);
      // Sent again (the answer to the first PUT was lost): a no-op, so a retry never fails or stores twice.
      expect((await client.req('PUT', body.uploadURL, PNG, { 'content-type': 'image/png' })).status).toBe(200);
    });

    it("does not let user B read or adopt user A's upload", async () => {
      const a = await signedInClient(server);
      const b = await signedInClient(server);
      const { uploadURL } = await upload(a.client, PNG);
      const objectPath = (await a.client.put('/api/user/logo', { logoURL: uploadURL })).body.objectPath;
      expect((await b.client.get(objectPath)).status).toBe(404);
      expect((await b.client.put('/api/user/logo', { logoURL: objectPath })).status).toBe(400);
    });
  });
});
