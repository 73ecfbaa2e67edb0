import { PublicLayout } from '../app/public-layout.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { UnsubscribePage } from '../features/unsubscribe/unsubscribe-page.tsx';

/** /unsubscribe: open signed in or not (the link comes from an e-mail). */
export function UnsubscribeRoute() {
  return (
    <PublicLayout>
      <PageTitle title="Unsubscribe" />
      <UnsubscribePage />
    </PublicLayout>
  );
}
