/**
 * Spec 2 §9: the studio's chat starts with two sample messages. They are examples of what
 * viewers' messages look like, shown with a "Sample" label and never counted as comments.
 */
export type ChatEntry = {
  id: string;
  user: { id?: string; name: string; profileImageUrl?: string | null };
  message: string;
  /** ISO timestamp. */
  timestamp: string;
  sample?: boolean;
  /** True for the member's own messages (drawn on the right). */
  mine?: boolean;
};

/** The two starter messages, stamped relative to when the studio opened. */
export function sampleChat(now = Date.now()): ChatEntry[] {
  return [
    {
      id: 'sample-1',
      user: { name: 'Sofia Marin' },
      message: 'Wow, what a view! Where are you right now?',
      timestamp: new Date(now - 90_000).toISOString(),
      sample: true,
    },
    {
      id: 'sample-2',
      user: { name: 'Kenji Watanabe' },
      message: 'Greetings from Osaka 👋 Can you show us the street food?',
      timestamp: new Date(now - 45_000).toISOString(),
      sample: true,
    },
  ];
}
