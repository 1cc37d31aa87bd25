import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { toast, toastFailure } from '../../app/toast/store';
import { Q_AUTOSEND_DELAY_MS } from '../../domain/chat/triggers';
import type { ChatDocument } from '../../domain/chat/document';
import type { MaterialsListPayload } from '../../domain/chat/payload';
import { useProfileRecords, useServerRefresh } from '../profile';
import { ChatDialogs, type ChatDialog } from './ChatDialogs';
import { ChatTopBar } from './ChatTopBar';
import { Composer } from './Composer';
import { ConversationSidebar } from './ConversationSidebar';
import type { AttachedImage } from './image';
import { draftFromChatDocument, type InvoiceFormDraft } from './invoice-form';
import type { BubbleActions } from './MessageBubble';
import { MessageList } from './MessageList';
import { deleteConversation, saveMaterialsListFromChat } from './mutations';
import { historyHref, readChatParams, withParams } from './params';
import { useConversation, useConversations, useMessages } from './queries';
import { conversationScope, greeting } from './text';
import { buildThread } from './thread';
import { useChatSend } from './useChatSend';
import { useKeywordTriggers } from './useKeywordTriggers';
import { useOnboarding } from './useOnboarding';
import './chat.css';

export default function ChatPage() {
  const user = useSession((s) => s.user)!;
  const userId = user.id;
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readChatParams(searchParams);
  const readOnly = params.viewMode === 'history';

  const refresh = useServerRefresh(userId);
  const { loaded, profile, company } = useProfileRecords(userId);
  const me = profile ?? user;
  const conversations = useConversations(userId);
  const conversation = useConversation(userId, params.id);
  const rows = useMessages(userId, params.id);

  const [dialog, setDialog] = useState<ChatDialog>(params.invoice ? 'invoice' : null);
  const [invoiceDraft, setInvoiceDraft] = useState<InvoiceFormDraft | null>(null);
  const [sidebarOpen, setSidebarOpen] = useState(params.history);
  const [image, setImage] = useState<AttachedImage | null>(null);

  const dropParams = useCallback(
    (...keys: string[]) => {
      setSearchParams((prev) => withParams(prev, Object.fromEntries(keys.map((k) => [k, null]))), { replace: true });
    },
    [setSearchParams],
  );

  const openDialog = useCallback((d: ChatDialog) => setDialog(d), []);
  const closeDialog = useCallback(() => {
    if (dialog === 'invoice') setInvoiceDraft(null);
    setDialog(null);
    if (searchParams.has('invoice') || searchParams.has('profile')) dropParams('invoice', 'profile');
  }, [dialog, searchParams, dropParams]);

  useEffect(() => {
    if (params.invoice) setDialog('invoice');
  }, [params.invoice]);
  useEffect(() => {
    if (params.history) setSidebarOpen(true);
  }, [params.history]);

  // Spec §4: changing conversation clears what is held locally for the old one.
  useEffect(() => setImage(null), [params.id]);

  const triggers = useKeywordTriggers({ openMaterials: () => openDialog('materials'), openInvoice: () => openDialog('invoice') });
  const { send, phase, pending } = useChatSend({
    userId,
    conversationId: params.id,
    conversation: conversation ?? null,
    scope: conversationScope(params.state ? { ...me, state: params.state } : me),
    userProfile: { firstName: me.firstName, lastName: me.lastName, businessName: me.businessName, yearsExperience: me.yearsExperience },
    onConversationStarted: (id) => void navigate(`/chat?id=${id}`, { replace: !params.id }),
    onSent: triggers,
  });

  useOnboarding({
    userId,
    loaded,
    refresh,
    company,
    allowed: !readOnly && !params.q && !params.invoice,
    requested: params.profile,
    isOpen: dialog === 'onboarding',
    open: () => setDialog((d) => d ?? 'onboarding'),
    close: () => setDialog((d) => (d === 'onboarding' ? null : d)),
  });

  // Spec §2: q is sent 500 ms after the screen opens, then leaves the address bar.
  const sentQ = useRef<string | null>(null);
  useEffect(() => {
    const q = params.q;
    if (!q || readOnly || sentQ.current === q) return;
    const timer = setTimeout(() => {
      sentQ.current = q;
      dropParams('q');
      void send({ text: q });
    }, Q_AUTOSEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [params.q, readOnly, send, dropParams]);

  const thread = useMemo(() => buildThread(rows ?? [], pending, params.id), [rows, pending, params.id]);

  const actions: BubbleActions = useMemo(
    () => ({
      onCreateInvoice: (doc: ChatDocument) => {
        try {
          setInvoiceDraft(draftFromChatDocument(doc));
          setDialog('invoice');
        } catch (err) {
          toastFailure('Reading the chat document', err, 'Failed to create invoice');
        }
      },
      onSaveMaterials: async (payload: MaterialsListPayload) => {
        try {
          await saveMaterialsListFromChat(userId, payload);
          toast({
            title: 'Saved to Materials Lists',
            description: payload.title,
            action: { label: 'Open lists', onClick: () => setDialog('materials') },
          });
          return true;
        } catch (err) {
          toastFailure('Saving the materials list', err, 'Failed to save list. Please try again.');
          return false;
        }
      },
    }),
    [userId],
  );

  const onDelete = async (id: string) => {
    try {
      await deleteConversation(userId, id);
      if (id === params.id) navigate('/chat', { replace: true });
    } catch (err) {
      toastFailure('Deleting the conversation', err, 'Failed to delete conversation. Please try again.');
    }
  };

  const closeSidebar = useCallback(() => {
    setSidebarOpen(false);
    if (searchParams.has('history')) dropParams('history');
  }, [searchParams, dropParams]);

  const missing = readOnly && params.id !== null && conversation === null && thread.length === 0;
  const emptyText = missing ? 'This conversation is not on this device. It may have been deleted.' : greeting(me.state);

  return (
    <div className="chat-page">
      <ChatTopBar title={conversation?.title ?? 'AI Assistant'} onOpenSidebar={() => setSidebarOpen(true)} />
      {/* the main landmark (issue 21: axe found /chat's content outside any region) */}
      <main className="chat-main">
        {readOnly && (
          <div className="banner chat-history-banner" role="status">
            <span>Viewing Chat History - Read Only Mode</span>
            {params.id && !missing && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => navigate(`/chat?id=${params.id}`)}>
                Continue chat
              </button>
            )}
          </div>
        )}
        <MessageList messages={thread} emptyText={emptyText} actions={actions} />
        <Composer
          userId={userId}
          draftKey={params.id ?? 'new'}
          readOnly={readOnly}
          phase={phase}
          image={image}
          onImage={setImage}
          onSend={send}
          onGenerateImage={() => openDialog('generate')}
          onEditImage={() => openDialog('edit')}
          onInterior={() => openDialog('interior')}
        />
        <ConversationSidebar
          open={sidebarOpen}
          conversations={conversations}
          currentId={params.id}
          onClose={closeSidebar}
          onSelect={(id) => {
            closeSidebar();
            navigate(historyHref(id));
          }}
          onNewChat={() => {
            closeSidebar();
            navigate('/chat');
          }}
          onDelete={onDelete}
        />
        <ChatDialogs
          open={dialog}
          onClose={closeDialog}
          userId={userId}
          image={image}
          onAttach={setImage}
          invoiceDraft={invoiceDraft}
          profile={profile}
          company={company}
        />
      </main>
    </div>
  );
}
