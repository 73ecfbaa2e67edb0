import { PageTitle } from '../components/page-title.tsx';
import { CLASSIC_FAMILY } from '../features/messaging/families.ts';
import { MessagesScreen } from '../features/messaging/messages-screen.tsx';

/** /messages: visitors get the sign-in prompt of 2-traveller-features §2, not a redirect. */
export function MessagesRoute() {
  return (
    <>
      <PageTitle title="Messages" />
      <MessagesScreen family={CLASSIC_FAMILY} />
    </>
  );
}
