import { afterAll, beforeAll } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../unit/chat/fake-openai';
import { signedInClient, startTestServer, type TestClient, type TestServer } from './api';

/** A running API server whose AI provider is the loopback fake OpenAI, and a signed-in tradie. */
export interface FakeProviderRig {
  fake: FakeOpenAI;
  server: TestServer;
  me: TestClient;
}

/**
 * Starts the loopback fake OpenAI server and an API server configured to use it (on PGlite or Postgres) before the
 * describe block's tests, signs a user in, and closes both after. The returned object's fields are set once the
 * block's `beforeAll` has run, so read them inside tests.
 */
export function withFakeProvider(kind: 'pglite' | 'postgres'): FakeProviderRig {
  const rig = {} as FakeProviderRig;
  beforeAll(async () => {
    rig.fake = await startFakeOpenAI();
    rig.server = await startTestServer(
      kind,
      {},
      { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: rig.fake.baseUrl, OPENAI_MODEL: 'fake-model' },
    );
    rig.me = (await signedInClient(rig.server)).client;
  });
  afterAll(async () => {
    await rig.server?.close();
    await rig.fake?.close();
  });
  return rig;
}
