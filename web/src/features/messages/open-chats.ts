// Chats on screen right now. Reading a chat marks it read, so live messages arriving in one are
// not counted as unread by the badge or the list (the chat re-reads itself instead).
const open = new Map<string, number>();

export function markChatOpen(chatId: string): () => void {
  open.set(chatId, (open.get(chatId) ?? 0) + 1);
  return () => {
    const count = (open.get(chatId) ?? 1) - 1;
    if (count > 0) open.set(chatId, count);
    else open.delete(chatId);
  };
}

export const isChatOpen = (chatId: string) => open.has(chatId);
