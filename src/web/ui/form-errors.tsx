/**
 * Error texts shared by every form, so sign-in, sign-up and settings report problems the same
 * way.
 */

/** Field errors from the contract read as sentences: "Password must be at least 8 characters". */
export function fieldError(label: string, message: string | undefined): string | undefined {
  return message ? `${label} ${message}` : undefined;
}

/** The server's refusal of a whole form, announced once as an alert; nothing when null. */
export function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-danger bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
    >
      {message}
    </p>
  );
}
