import type { Conversation } from '@tranquera/contracts';

/** The person at the other end of a conversation, as the signed-in user sees it. */
export interface ConversationParty {
  id: string | null;
  name: string;
  image: string | null;
  username: string;
  /** The account was deleted: no profile to link to, nobody to answer. */
  deleted: boolean;
}

export function otherParty(conversation: Conversation, userId: string): ConversationParty {
  // A deleted participant's id is null, so "not me" is decided by who I am, never by theirs.
  const iStarted = conversation.senderId === userId;
  const id = iStarted ? conversation.receiverId : conversation.senderId;
  return {
    id,
    name: iStarted ? conversation.receiverName : conversation.senderName,
    image: iStarted ? conversation.receiverImage : conversation.senderImage,
    username: iStarted ? conversation.receiverUsername : conversation.senderUsername,
    deleted: id === null,
  };
}
