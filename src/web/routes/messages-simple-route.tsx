import { PageTitle } from '../components/page-title.tsx';
import { SIMPLE_FAMILY } from '../features/messaging/families.ts';
import { MessagesScreen } from '../features/messaging/messages-screen.tsx';

/** /messages-simple: the newer chat screen (connection status, ticks, optimistic sends, push). */
export function MessagesSimpleRoute() {
  return (
    <>
      <PageTitle title="Messages" />
      <MessagesScreen family={SIMPLE_FAMILY} />
    </>
  );
}
