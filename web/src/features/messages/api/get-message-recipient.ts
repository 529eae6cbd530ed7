import type { ListingOwner, UserPropertiesResponse } from '@tranquera/contracts';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { ContactProperty } from '../../../lib/contact-property.ts';
import { propertyQuery } from '../../properties/api/get-property.ts';
import { otherParty } from '../conversation-party.ts';
import { conversationsQuery } from './get-conversations.ts';

export interface RecipientPerson {
  name: string;
  username: string;
  image: string | null;
}

const fromOwner = (owner: ListingOwner): RecipientPerson => ({
  name: `${owner.first_name} ${owner.last_name}`.trim(),
  username: owner.username,
  image: owner.profile_image,
});

/** Who /message/{id} writes to, and the listing it is about when there is one. */
export interface MessageRecipient {
  /** Null when nothing public names this user (no listings, no conversation yet). */
  person: RecipientPerson | null;
  listing: RecipientListing | null;
}

export interface RecipientListing {
  id: string;
  title: string;
  image: string;
  place: string;
}

async function listingOf(client: QueryClient, userId: string, stored: ContactProperty | null) {
  if (!stored) return null;
  // The detail page just loaded it: usually straight from the cache.
  const { property } = await client.fetchQuery(propertyQuery(stored.id)).catch(() => ({ property: null }));
  return property?.user_id._id === userId ? property : null;
}

/** Any listing of the user carries their public name. */
async function ownerFromListings(userId: string) {
  const { payload } = await apiFetch<UserPropertiesResponse>(
    `/api/properties/get-user-properties/${encodeURIComponent(userId)}/?limit=1`,
  ).catch((): Pick<UserPropertiesResponse, 'payload'> => ({ payload: [] }));
  const owner = payload[0]?.user_id;
  return owner ? fromOwner(owner) : null;
}

/** Someone who wrote to us before is named in our conversations. */
async function personFromConversations(
  client: QueryClient,
  me: string,
  userId: string,
): Promise<RecipientPerson | null> {
  const { messages } = await client.fetchQuery(conversationsQuery(me)).catch(() => ({ messages: [] }));
  for (const conversation of messages) {
    const party = otherParty(conversation, me);
    if (party.id !== userId) continue;
    return { name: party.name, username: party.username, image: party.image };
  }
  return null;
}

function messageRecipientQuery(
  client: QueryClient,
  me: string,
  userId: string,
  stored: ContactProperty | null,
) {
  return queryOptions({
    queryKey: ['messages', 'recipient', me, userId, stored?.id ?? null],
    queryFn: async (): Promise<MessageRecipient> => {
      const property = await listingOf(client, userId, stored);
      if (property) {
        const listing = {
          id: property._id,
          title: property.listing_title,
          image: property.main_image_url,
          place: [property.nearest_town, property.state].filter(Boolean).join(', '),
        };
        return { person: fromOwner(property.user_id), listing };
      }
      const person = (await ownerFromListings(userId)) ?? (await personFromConversations(client, me, userId));
      return { person, listing: null };
    },
  });
}

/**
 * The listing comes from what 'Contactar' stored (spec §2), trusted only when that listing is
 * this user's; contacting someone without a listing (from their public page) is fine too.
 */
export function useMessageRecipient(me: string, userId: string, stored: ContactProperty | null) {
  const client = useQueryClient();
  return useQuery(messageRecipientQuery(client, me, userId, stored));
}
