import { describe, expect, it } from 'vitest';
import { backends } from '../helpers/api';
import { withFakeProvider } from '../helpers/fake-provider';
import type { FakeCall } from '../unit/chat/fake-openai';
import { NOT_IN_SOURCES } from '../../src/domain/chat/figure-check';

/**
 * Issue 17 item 7: with a provider configured, the model gets the parsed query and the matching rule rows through
 * function calls, may call the product's own tools (GST, super, deposit cap, thresholds, ABN) through the `openai`
 * client's tool-call round trip, and may state only the figures those return. The loopback fake OpenAI server streams
 * real tool-call deltas and is scripted to invent figures.
 */
type Msg = {
  role: string;
  content?: unknown;
  tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
};

const messagesOf = (call: FakeCall) => call.body.messages as Msg[];
/** The result the app sent back for the named function call in a request to the model. */
function toolResult(call: FakeCall, name: string): any {
  const msgs = messagesOf(call);
  const id = msgs.flatMap((m) => m.tool_calls ?? []).find((c) => c.function.name === name)?.id;
  const result = msgs.find((m) => m.role === 'tool' && m.tool_call_id === id);
  return result ? JSON.parse(result.content as string) : undefined;
}

describe.each(backends)('the model answers from function calls on %s', (kind) => {
  const rig = withFakeProvider(kind);
  const ask = async (message: string) => {
    const res = await rig.me.post<string>('/api/chat/stream', { message, trade: 'Plumber' });
    expect(res.status).toBe(200);
    return { res, body: res.body as unknown as string };
  };

  it('gets the parsed query and the rule rows for the place, trade and amount before it writes, and may state their figures', async () => {
    const before = rig.fake.calls.length;
    rig.fake.queue({
      kind: 'stream',
      chunks: [
        'In VIC a compliance certificate is needed for plumbing work over $750 and for gas work at any value, ',
        'lodged within 5 days. The licence costs $7,777 a year.',
      ],
    });
    const { body } = await ask('5k gas hot water job in Ballarat, what paperwork do I need?');
    const call = rig.fake.calls[before]!;
    expect(call.body.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual([
      'get_parsed_query',
      'get_rule_rows',
      'gst',
      'super_on_wages',
      'deposit_cap',
      'threshold_check',
      'abn_check',
    ]);
    // The calls follow the question, before the model's turn.
    const msgs = messagesOf(call);
    const q = msgs.findIndex((m) => m.role === 'user' && m.content === '5k gas hot water job in Ballarat, what paperwork do I need?');
    expect(msgs[q + 1]?.tool_calls?.map((c) => c.function.name)).toEqual(['get_parsed_query', 'get_rule_rows']);
    expect(msgs.slice(q + 2).map((m) => m.role)).toEqual(['tool', 'tool']);

    const parsed = toolResult(call, 'get_parsed_query');
    expect(parsed).toMatchObject({ state: 'VIC', trade: 'plumber', total: '$5,000.00', attribute: 'need' });
    expect(parsed.stateReason).toContain('Ballarat');
    expect(parsed.work).toEqual(expect.arrayContaining(['plumbing', 'gas']));
    const rows = toolResult(call, 'get_rule_rows').rows as Array<{
      id: string;
      jurisdiction: string;
      value: string;
      source: { url: string };
    }>;
    expect(rows.map((r) => r.id)).toEqual(
      expect.arrayContaining(['vic-plumbing-cc-threshold', 'vic-plumbing-cc-gas-any-value', 'vic-plumbing-cc-5-days']),
    );
    // The place's own rows and national ones, never another state's.
    expect(rows.filter((r) => r.jurisdiction !== 'VIC' && r.jurisdiction !== 'AU')).toEqual([]);
    expect(rows.find((r) => r.id === 'vic-plumbing-cc-5-days')).toMatchObject({
      value: '5 days',
      source: { url: expect.stringMatching(/\.vic\.gov\.au\//) },
    });

    // The rows' figures stand; the invented one never reaches the tradie.
    expect(body).toContain('over $750 and for gas work at any value, lodged within 5 days.');
    expect(body).not.toContain('7,777');
    expect(body).toContain(`The licence costs ${NOT_IN_SOURCES} a year.`);
  });

  it("runs the model's tool call through the openai client's round trip and lets it state the tool's result, nothing else", async () => {
    const before = rig.fake.calls.length;
    rig.fake.queue(
      { kind: 'stream', chunks: [], toolCalls: [{ name: 'super_on_wages', arguments: { wages: 850 } }] },
      {
        kind: 'stream',
        chunks: ['On $850 of wages the super is $102. ', "Some say it's $7,777 a year, ", 'or 37% of wages.'],
      },
    );
    const { res, body } = await ask('How much super do I put in for my apprentice each week?');
    expect(rig.fake.calls.length - before).toBe(2);
    const second = rig.fake.calls[before + 1]!;
    const msgs = messagesOf(second);
    const asked = msgs.flatMap((m) => m.tool_calls ?? []).find((c) => c.function.name === 'super_on_wages');
    // The arguments arrived in two stream deltas and were put back together.
    expect(JSON.parse(asked!.function.arguments)).toEqual({ wages: 850 });
    expect(asked!.id).toMatch(/^call_fake_/);
    const result = toolResult(second, 'super_on_wages');
    expect(result).toMatchObject({ super: '$102.00', rate: '12%', rule: { id: 'super-guarantee-12' } });

    expect(body.startsWith('On $850 of wages the super is $102. ')).toBe(true);
    for (const invented of ['7,777', '37%']) expect(body).not.toContain(invented);
    expect(body).toContain(`Some say it's ${NOT_IN_SOURCES} a year, or ${NOT_IN_SOURCES} of wages.`);
    expect(body).toContain('⚠ **Not in our sources:** 2 figures');
    const stored = (await rig.me.get(`/api/conversations/${res.headers.get('x-conversation-id')}/messages`)).body;
    expect(stored[1].content).toBe(body);
  });

  it('sends bad tool arguments back to the model as an error it can correct, and still answers', async () => {
    const before = rig.fake.calls.length;
    rig.fake.queue(
      {
        kind: 'stream',
        chunks: [],
        toolCalls: [
          { name: 'deposit_cap', arguments: '{"state":"XX","price":' },
          { name: 'deposit_cap', arguments: { state: 'VIC', price: 15000 } },
        ],
      },
      { kind: 'stream', chunks: ['The most you can take is $1,500 on $15,000.'] },
    );
    const { body } = await ask('Max deposit I can take on a reno in VIC?');
    const msgs = messagesOf(rig.fake.calls[before + 1]!);
    const results = msgs.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content as string));
    expect(results).toContainEqual({ error: 'arguments must be a JSON object' });
    expect(results).toContainEqual(expect.objectContaining({ maxDeposit: '$1,500.00', ruleId: 'res-vic-deposit-10' }));
    expect(body.startsWith('The most you can take is $1,500 on $15,000.')).toBe(true);
    expect(body).not.toContain('Not in our sources');
  });

  it('makes a model that keeps calling tools answer after three rounds', async () => {
    const before = rig.fake.calls.length;
    const again = { kind: 'stream' as const, chunks: [], toolCalls: [{ name: 'abn_check', arguments: { abn: '51 824 753 556' } }] };
    rig.fake.queue(again, again, again, { kind: 'stream', chunks: ['That ABN passes the check digits.'] });
    const { body } = await ask('Is ABN 51 824 753 556 legit?');
    expect(rig.fake.calls.length - before).toBe(4);
    expect(rig.fake.calls.slice(before, before + 3).map((c) => c.body.tool_choice)).toEqual([undefined, undefined, undefined]);
    expect(rig.fake.calls[before + 3]!.body.tool_choice).toBe('none');
    expect(toolResult(rig.fake.calls[before + 3]!, 'abn_check')).toMatchObject({ abn: '51 824 753 556', valid: true });
    expect(body.startsWith('That ABN passes the check digits.')).toBe(true);
  });
});
