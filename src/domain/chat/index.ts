/** The assistant's pure rules, shared by the chat screens (online and offline), the service worker and the API. */
export * from './schemas';
export { conversationTitle, DEFAULT_CONVERSATION_TITLE, TITLE_MAX_CHARS } from './title';
export * from './triggers';
export { detectChatTask, type ChatTask } from './intent';
export {
  parseChatDocument,
  ChatDocumentSchema,
  CHAT_ITEM_CATEGORIES,
  type ChatDocument,
  type ChatDocumentItem,
  type ChatItemCategory,
} from './document';
export {
  extractTaskPayload,
  stripTaskPayload,
  validateTaskPayload,
  MaterialsListPayloadSchema,
  type MaterialsListPayload,
  type TaskPayload,
} from './payload';
export {
  builtInAnswer,
  answerTask,
  complianceAnswer,
  chatDocumentNumbersIn,
  materialsAnswer,
  documentAnswer,
  UNAVAILABLE_MESSAGE,
  IMAGE_NEEDS_PROVIDER,
  type BuiltInContext,
  type ChatAnswer,
} from './answer';
export {
  ChatInvoiceDataSchema,
  prepareChatInvoice,
  chatDocumentToInvoiceData,
  parseChatQuantity,
  parseChatRate,
  COMPANY_REQUIRED_MESSAGE,
  CUSTOMER_REQUIRED_MESSAGE,
  ITEMS_REQUIRED_MESSAGE,
  type ChatInvoiceData,
  type PreparedChatInvoice,
} from './chat-invoice';
