export { answerQuestion, DISCLAIMER, type AnswerOptions, type KbAnswer } from './answer';
/** Every entry, for screens that list the knowledge base. */
export { KB_ENTRIES } from './entries/index';
export { type Citation } from './citations';
export { listRegulators, type RegulatorInfo } from './directory';
export { normaliseState, parseQuestion, type ParsedQuestion, type QuestionDefaults } from './parse';
export { searchKnowledgeBase, type SearchHit, type SearchOptions } from './search';
export { normaliseTrade } from './trades';
export { knowledgeBaseVersion } from './version';
export { STATES, TRADES, type KbEntry, type State, type Trade, type Figure, type Source, type Grade, type Topic } from './types';
