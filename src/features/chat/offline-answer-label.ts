/** Kept apart from offline-answer.ts so showing the label does not load the knowledge base. */
export const OFFLINE_ANSWER_LABEL = 'Offline answer from the built-in knowledge base';
