/**
 * Conversations and messages (spec §3) as the device, the sync layer and the REST endpoints exchange them.
 * One set of schemas, so a message the client stores offline is exactly what the server accepts later.
 */
import * as v from 'valibot';
import { STATES } from '../constants';
import { uuidSchema } from '../ids';
import { col } from '../sync/columns';

export const MESSAGE_ROLES = ['user', 'assistant'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export const CONVERSATION_TITLE_MAX = 200;
export const MESSAGE_CONTENT_MAX = 50_000;
/**
 * A resized chat photo (800 px, JPEG 0.7) as a data URL is usually 60–200 KB of base64. The cap keeps one message
 * well inside the API's 2 MB JSON limit; a same-origin /api/objects/{id} URL is the lighter alternative.
 */
export const IMAGE_PREVIEW_MAX = 400_000;

const uuid = uuidSchema();
const isoInstant = v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'));

export const ConversationTitle = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Title is required'),
  v.maxLength(CONVERSATION_TITLE_MAX, `Title must be at most ${CONVERSATION_TITLE_MAX} characters`),
);
export const ConversationState = v.picklist(STATES, `State must be one of ${STATES.join(', ')}`);
export const ConversationTrade = v.pipe(v.string(), v.trim(), v.nonEmpty('Trade is required'), v.maxLength(100, 'Trade is too long'));

/** A fact the answer cites: [n] in the text points at sources[n - 1]. */
export const SourceRefSchema = v.object({
  n: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: v.pipe(v.string(), v.maxLength(300)),
  // Rendered as a link: only web addresses, never javascript: or data: URLs.
  url: v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:\/\//i, 'must be a web address'), v.maxLength(2000)),
  grade: v.picklist(['A', 'B', 'C'] as const),
});
export type SourceRef = v.InferOutput<typeof SourceRefSchema>;

const imagePreview = v.pipe(
  v.string(),
  v.maxLength(IMAGE_PREVIEW_MAX, 'Image preview is too large'),
  v.check(
    (s) => /^data:image\/(png|jpeg|webp|gif);base64,/.test(s) || /^\/api\/objects\/[0-9a-f-]{36}$/i.test(s),
    'Image preview must be an image data URL or /api/objects/{id}',
  ),
);

/**
 * What a chat-made task hands the client: a materials list it may save, or a quote/invoice it may turn into a
 * document. Kept loose here (an object with a known `type`); src/domain/chat/payload.ts validates each shape.
 */
export const TaskPayloadSchema = v.looseObject({ type: v.picklist(['materialsList', 'quote', 'invoice'] as const) });

export const MessageMetadataSchema = v.object({
  imagePreview: v.optional(imagePreview),
  /** The attached photo's file name (for the 'Image: {filename}' title and the bubble). */
  imageName: v.optional(v.pipe(v.string(), v.maxLength(255))),
  /** Answered on the device from the offline knowledge base. */
  offline: v.optional(v.boolean()),
  sources: v.optional(v.pipe(v.array(SourceRefSchema), v.maxLength(20))),
  task: v.optional(TaskPayloadSchema),
  /** The answer was cut short by a provider failure (the text ends with the unavailable line). */
  error: v.optional(v.boolean()),
});
export type MessageMetadata = v.InferOutput<typeof MessageMetadataSchema>;

const hasTextOrImage = (m: { content: string; metadata?: { imagePreview?: string } | undefined }) =>
  m.content.trim() !== '' || !!m.metadata?.imagePreview;

export const MessageFields = {
  role: v.picklist(MESSAGE_ROLES, 'Role must be user or assistant'),
  content: v.pipe(v.string(), v.maxLength(MESSAGE_CONTENT_MAX, `Message must be at most ${MESSAGE_CONTENT_MAX} characters`)),
  metadata: v.optional(MessageMetadataSchema),
};

export const NewMessageSchema = v.pipe(
  v.object({ id: uuid, conversationId: uuid, ...MessageFields, createdAt: isoInstant }),
  v.check((m) => hasTextOrImage(m), 'A message needs text or an image'),
);

/**
 * A conversation's fields (conversation is a plain entity, src/domain/sync/entities.ts: its create carries id +
 * createdAt + these; only the title is edited).
 */
export const conversationColumns = {
  title: col.text('title', ConversationTitle),
  state: col.text('state', ConversationState),
  trade: col.text('trade', ConversationTrade),
};

/** A conversation as pulled and as GET /api/conversations answers. */
export interface Conversation {
  id: string;
  title: string;
  state: (typeof STATES)[number];
  trade: string;
  createdAt: string;
  updatedAt: string;
}

/** A message as pulled and as GET /api/conversations/{id}/messages answers. */
export interface Message {
  id: string;
  conversationId: string;
  role: MessageRole;
  content: string;
  metadata: MessageMetadata;
  createdAt: string;
  updatedAt: string;
}

// ---------- REST bodies ----------

export const CreateConversationBody = v.object({
  id: v.optional(uuid),
  title: v.optional(ConversationTitle),
  state: v.optional(ConversationState),
  trade: v.optional(ConversationTrade),
});

export const CreateMessageBody = v.pipe(
  v.object({ id: v.optional(uuid), ...MessageFields, createdAt: v.optional(isoInstant) }),
  v.check((m) => hasTextOrImage(m), 'A message needs text or an image'),
);

export const UserProfileHint = v.object({
  firstName: v.nullish(v.pipe(v.string(), v.maxLength(100))),
  lastName: v.nullish(v.pipe(v.string(), v.maxLength(100))),
  businessName: v.nullish(v.pipe(v.string(), v.maxLength(200))),
  yearsExperience: v.nullish(v.union([v.number(), v.pipe(v.string(), v.maxLength(10))])),
});
export type UserProfileHint = v.InferOutput<typeof UserProfileHint>;

export const ChatStreamBody = v.pipe(
  v.object({
    /** Missing: the server starts a conversation and names it in the X-Conversation-Id header. */
    conversationId: v.optional(uuid),
    message: v.pipe(v.string(), v.maxLength(8000, 'message must be at most 8000 characters')),
    metadata: v.optional(MessageMetadataSchema),
    userProfile: v.optional(UserProfileHint),
    /** The client's id for the user message, so its queued message.create is a harmless duplicate. */
    messageId: v.optional(uuid),
    /** The client's id for the reply; otherwise the server makes one. Either way it is in X-Assistant-Message-Id. */
    replyId: v.optional(uuid),
    state: v.optional(ConversationState),
    trade: v.optional(ConversationTrade),
    /** What /api/analyze-image said about the attached photo, for the model's context. */
    imageAnalysis: v.optional(v.pipe(v.string(), v.maxLength(8000))),
  }),
  v.check((b) => b.message.trim() !== '' || !!b.metadata?.imagePreview, 'message: Please type a message or attach an image'),
);
export type ChatStreamBody = v.InferOutput<typeof ChatStreamBody>;
