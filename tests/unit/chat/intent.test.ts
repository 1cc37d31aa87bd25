import { describe, expect, it } from 'vitest';
import { detectChatTask } from '../../../src/domain/chat/intent';

describe('chat tasks', () => {
  it.each([
    ['make a materials list for a 6 x 3 m deck', 'a 6 x 3 m deck'],
    ['Can you make me a materials list for retiling a 3x2.4m bathroom floor?', 'retiling a 3x2.4m bathroom floor'],
    ['materials list for painting a 4 x 4 m bedroom', 'painting a 4 x 4 m bedroom'],
    ['G’day, please create a shopping list for a 20 m colorbond fence', 'a 20 m colorbond fence'],
    ['what materials do I need to build a 10 m fence?', 'build a 10 m fence'],
  ])('reads "%s" as a materials list for "%s"', (message, description) => {
    expect(detectChatTask(message)).toEqual({ kind: 'materials', description });
  });

  it.each([
    ['quote for Jane Citizen: 10 hours labour at $85/hr', 'quote'],
    ['Please create an invoice for Bob, 4 hrs at $90', 'invoice'],
    ["g'day mate, can you do a quote for Bob $200", 'quote'],
    ['draw up a quotation for ACME: switchboard $1,250', 'quote'],
    ['Make an estimate for Jo, deck $2,000', 'quote'],
    ['tax invoice to Sam for gutter clean $180', 'invoice'],
  ])('reads "%s" as a %s to parse', (message, type) => {
    expect(detectChatTask(message)).toMatchObject({ kind: 'document', type });
  });

  it.each([
    'Do I need a licence to quote for a $4,000 bathroom?',
    'How do I write a quote?',
    'What must a tax invoice show?',
    'Is a materials list tax deductible?',
    'quote for',
    '',
  ])('leaves "%s" as an ordinary question', (message) => {
    expect(detectChatTask(message)).toBeNull();
  });
});
