import type { ApiSchemas } from '@platform/shared-ui';

// The page assistant's calls (the spec's workspace calls table and workspace error catalogue) as this remote reads them.

type Schemas = ApiSchemas['schemas'];

export type ConversationEntry = Schemas['PageConversationEntry'];

/** `POST /api/handle-load-conversation/` */
export type ConversationAnswer = Schemas['PageConversation'];

/** `POST /api/ai-page-conversation/` */
export type PageChatReply = Schemas['PageChatReply'];

/** A quick reply offered when the assistant asks which one. */
export type QuickReply = PageChatReply['choices'][number];

export const LOAD_FAILED = 'Failed to load conversation.';
export const SEND_FAILED = 'Failed to send message.';
