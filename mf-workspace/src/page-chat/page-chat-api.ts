import type { ApiSchemas } from '@platform/shared-ui';

// The page assistant's calls (the spec's workspace calls table and workspace error catalogue) as this remote reads them.

type Schemas = ApiSchemas['schemas'];

export type ConversationEntry = Schemas['PageConversationEntry'];

/** A quick reply offered when the assistant asks which one (`POST /api/ai-page-conversation/`). */
export type QuickReply = Schemas['PageChatReply']['choices'][number];

export const LOAD_FAILED = 'Failed to load conversation.';
export const SEND_FAILED = 'Failed to send message.';
