import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { AiTestPage } from '../features/uploads/ai-test-page.tsx';
import { CleanUploadPage } from '../features/uploads/clean-upload-page.tsx';
import { SimpleUploadPage } from '../features/uploads/simple-upload-page.tsx';

/** /simple-upload, /clean-upload and /ai-test: the upload and AI test pages (signed-in only). */
export function SimpleUploadRoute() {
  return (
    <>
      <PageTitle title="Simple upload (test)" />
      <SignedInShell>
        <SimpleUploadPage />
      </SignedInShell>
    </>
  );
}

export function CleanUploadRoute() {
  return (
    <>
      <PageTitle title="Chunked upload (test)" />
      <SignedInShell>
        <CleanUploadPage />
      </SignedInShell>
    </>
  );
}

export function AiTestRoute() {
  return (
    <>
      <PageTitle title="AI analysis (test)" />
      <SignedInShell>
        <AiTestPage />
      </SignedInShell>
    </>
  );
}
