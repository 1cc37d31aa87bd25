import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, Ctx } from '../context';
import { requireUser } from '../context';
import { notFound } from '../errors';
import { validate } from '../validate';
import { withUserTx } from '../sync/tx';
import * as chat from '../repos/chat';
import { getUser } from '../repos/users';
import { aiMediaRoutes, signedIn } from './ai-media';
export { MEDIA_BODY_LIMITS } from './ai-media';
import { chatInvoiceRoutes } from './chat-invoice';
import { chatStreamRoutes } from './chat-stream';
import { ConversationTitle, CreateConversationBody, CreateMessageBody } from '../../src/domain/chat/schemas';
import { DEFAULT_CONVERSATION_TITLE } from '../../src/domain/chat/title';
import { DEFAULT_STATE, DEFAULT_TRADE, STATES, type State } from '../../src/domain/constants';

/**
 * Spec §7 Chat. Conversations and messages share the repo functions of the sync mutators (conversation.create,
 * message.create …) and run under the same per-user lock, so a REST call and a queued write of the same client id are
 * one row. Another user's conversation answers exactly like a missing one (404).
 */
const uuid = v.pipe(v.string(), v.uuid());

function conversationId(c: Ctx): string {
  const id = c.req.param('id') ?? '';
  if (!v.is(uuid, id)) throw notFound('Conversation');
  return id;
}

async function ownConversation(c: Ctx, id: string): Promise<chat.ConversationRow> {
  const row = await chat.getConversation(c.get('deps').sql, requireUser(c).id, id);
  if (!row) throw notFound('Conversation');
  return row;
}

export const chatRoutes = new Hono<AppEnv>()
  .get('/conversations', async (c) => {
    const rows = await chat.listConversations(c.get('deps').sql, requireUser(c).id);
    return c.json(rows.map(chat.toConversation));
  })
  .post('/conversations', signedIn, validate('json', CreateConversationBody), async (c) => {
    const { sql, now } = c.get('deps');
    const me = requireUser(c);
    const body = c.req.valid('json');
    const user = await getUser(sql, me.id);
    const profileState = (STATES as readonly string[]).includes(user?.state ?? '') ? (user!.state as State) : undefined;
    const { row, created } = await withUserTx(sql, me.id, (tx) =>
      chat.createConversation(tx, me.id, {
        id: body.id ?? randomUUID(),
        title: body.title ?? DEFAULT_CONVERSATION_TITLE,
        state: body.state ?? profileState ?? DEFAULT_STATE,
        trade: body.trade ?? (user?.trade?.trim() || DEFAULT_TRADE),
        createdAt: now().toISOString(),
      }),
    );
    if (row.deleted_at) throw notFound('Conversation');
    return c.json(chat.toConversation(row), created ? 201 : 200);
  })
  .get('/conversations/:id', async (c) => {
    return c.json(chat.toConversation(await ownConversation(c, conversationId(c))));
  })
  .patch('/conversations/:id', signedIn, validate('json', v.object({ title: ConversationTitle })), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = conversationId(c);
    const changed = await withUserTx(sql, me.id, (tx) => chat.updateConversation(tx, me.id, id, c.req.valid('json')));
    if (!changed) throw notFound('Conversation');
    return c.json(chat.toConversation(await ownConversation(c, id)));
  })
  .delete('/conversations/:id', async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = conversationId(c);
    const deleted = await withUserTx(sql, me.id, (tx) => chat.deleteConversation(tx, me.id, id));
    if (!deleted) throw notFound('Conversation');
    return c.json({ success: true });
  })
  .get('/conversations/:id/messages', async (c) => {
    const id = conversationId(c);
    await ownConversation(c, id);
    const rows = await chat.listMessages(c.get('deps').sql, requireUser(c).id, id);
    return c.json(rows.map(chat.toMessage));
  })
  .post('/conversations/:id/messages', signedIn, validate('json', CreateMessageBody), async (c) => {
    const { sql, now } = c.get('deps');
    const me = requireUser(c);
    const id = conversationId(c);
    const body = c.req.valid('json');
    const { row, created } = await withUserTx(sql, me.id, (tx) =>
      chat.createMessage(tx, me.id, {
        ...body,
        id: body.id ?? randomUUID(),
        conversationId: id,
        createdAt: body.createdAt ?? now().toISOString(),
      }),
    );
    if (!row) throw notFound('Conversation');
    return c.json(chat.toMessage(row), created ? 201 : 200);
  })
  .route('/', chatStreamRoutes)
  .route('/', aiMediaRoutes)
  .route('/', chatInvoiceRoutes);
