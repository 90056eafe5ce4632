/** Local storage key of this browser's random id. */
export const VISITOR_ID_KEY = 'platform_visitor_id';

const validId = /^[\w-]{8,64}$/;

/**
 * A random id this browser keeps, so a visitor who is not signed in always falls in the same bucket of a
 * canary release (`GET /api/remotes?visitor=`). It says nothing about the person; the API buckets signed-in
 * users by their account instead. Without storage (private modes), the id lasts for the page.
 */
export function visitorId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage(),
  /** The id the API gave this browser with its first page (its cookie), used when storage has none. */
  served: string | null = null,
): string {
  const stored = storage?.getItem(VISITOR_ID_KEY);
  if (stored && validId.test(stored)) return stored;
  const id = served && validId.test(served) ? served : crypto.randomUUID();
  try {
    storage?.setItem(VISITOR_ID_KEY, id);
  } catch {
    // Storage full or refused: the id still serves this page.
  }
  return id;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
