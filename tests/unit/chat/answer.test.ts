import { describe, expect, it } from 'vitest';
import { builtInAnswer, IMAGE_NEEDS_PROVIDER } from '../../../src/domain/chat/answer';
import { extractTaskPayload, stripTaskPayload } from '../../../src/domain/chat/payload';
import { answerFooter, buildSystemPrompt, retrieveFacts } from '../../../src/domain/chat/prompt';

const now = Date.UTC(2025, 10, 21, 0, 0, 0);

describe('the built-in assistant', () => {
  it('answers a compliance question from the knowledge base with numbered sources', () => {
    const a = builtInAnswer('do I need a licence for a $4,000 bathroom in Brisbane?', { now });
    expect(a.kind).toBe('compliance');
    expect(a.markdown).toContain('$3,300');
    expect(a.sources[0]).toMatchObject({ n: 1, url: expect.stringContaining('qbcc.qld.gov.au') });
    for (const s of a.sources) expect(a.markdown).toContain(`](${s.url})`);
  });

  it('uses the profile state when the question names none', () => {
    const vic = builtInAnswer('who do I lodge an electrical certificate with?', { now, state: 'VIC', trade: 'Electrician' });
    expect(vic.markdown).toMatch(/Victoria|VIC/);
  });

  it('says a photo needs an AI provider when the message is only a photo', () => {
    expect(builtInAnswer('', { now, hasImage: true }).markdown).toBe(IMAGE_NEEDS_PROVIDER);
    expect(builtInAnswer('RCD rules in WA?', { now, hasImage: true }).markdown).toMatch(/^_I can't look at photos/);
  });

  it('answers a materials request with the list and a payload to save, which the bubble can hide', () => {
    const a = builtInAnswer('make a materials list for a 6 x 3 m timber deck', { now });
    const payload = extractTaskPayload(a.markdown);
    expect(payload).toMatchObject({ type: 'materialsList', recognised: true });
    expect(a.task).toEqual(payload);
    expect(stripTaskPayload(a.markdown)).not.toContain('```');
  });

  it('says so when the estimator does not recognise the job, with no payload', () => {
    const a = builtInAnswer('make a materials list for my spaceship', { now });
    expect(a.complete).toBe(false);
    expect(extractTaskPayload(a.markdown)).toBeNull();
  });

  it('numbers a chat quote after the ones already used and shows its totals', () => {
    const a = builtInAnswer('quote for Jane: 10 hours labour at $85/hr', { now, existingDocumentNumbers: ['TR-2025-0004'] });
    expect(a.task).toMatchObject({ type: 'quote', number: 'TR-2025-0005', totalCents: 93500 });
    expect(a.markdown).toContain('**Total $935.00**');
  });

  it('asks for priced items instead of making an empty quote', () => {
    const a = builtInAnswer('invoice for Jane, bathroom reno', { now });
    expect(a).toMatchObject({ kind: 'document', complete: false });
    expect(a.task).toBeUndefined();
  });
});

describe('the model prompt', () => {
  it('holds the retrieved facts with their sources, the state, trade and profile, and the citing rules', () => {
    const retrieval = retrieveFacts('do I need a licence for a $4,000 bathroom in Brisbane?', { state: 'NSW', trade: 'Tiler' });
    const prompt = buildSystemPrompt({
      retrieval,
      state: 'NSW',
      trade: 'Tiler',
      today: '2025-11-21',
      profile: { firstName: 'Dave', businessName: 'Dave Tiling', yearsExperience: 7 },
    });
    expect(retrieval.state).toBe('QLD');
    expect(prompt).toContain('[1] QLD QBCC licence threshold');
    expect(prompt).toContain('Source: https://qbcc.qld.gov.au/licences/start-career/when-you-need-licence (grade A');
    expect(prompt).toContain('This question is about Queensland (QLD)');
    expect(prompt).toContain('New South Wales (NSW)');
    expect(prompt).toMatch(/Dave.*Dave Tiling.*7 years/);
    expect(prompt).toContain('Never invent a figure');
  });

  it('appends the sources of the facts and the disclaimer after the model text', () => {
    const retrieval = retrieveFacts('RCD requirements for a rental in WA', { state: 'WA', trade: 'Electrician' });
    const footer = answerFooter(retrieval);
    expect(footer.startsWith('\n\n**Sources**\n1. [')).toBe(true);
    expect(footer).toMatch(/General information, not legal advice/);
  });

  it('tells the model when nothing in the knowledge base matched, and adds only the disclaimer', () => {
    const retrieval = retrieveFacts('best brand of circular saw blade?', { state: 'SA', trade: 'Carpenter' });
    expect(retrieval.facts).toEqual([]);
    expect(buildSystemPrompt({ retrieval, state: 'SA', trade: 'Carpenter', today: '2025-11-21' })).toContain(
      'No facts from our compliance knowledge base matched',
    );
    expect(answerFooter(retrieval)).not.toContain('Sources');
  });
});
