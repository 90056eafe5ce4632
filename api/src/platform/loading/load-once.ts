/**
 * `load`, run at the first call only: every call gets its promise, concurrent first calls included (one
 * import, one client). A load that failed is not kept: the next call tries again.
 *
 * For the heavy modules most requests never use (the S3 client, the PDF library, nodemailer): loaded at
 * their first use instead of at start, they are not in the heap that every full garbage collection marks
 * while nobody uses them (docs/decisions.md, "Audit-log tail and a smaller heap"). The embedded chats' modules
 * go through it too, but a server loads them before it answers (embedded-assistant.ts).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
