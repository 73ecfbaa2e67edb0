import { useEffect } from 'react';
import type { TEmailTemplate, TPersonalizations } from '../../../../contract/admin-email.ts';
import { errorMessage } from '../../../lib/api.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useEmailPreview } from './queries.ts';

/**
 * A template rendered by the server with sample values (or the test form's): the HTML in a
 * sandboxed frame (no scripts, no same-origin access) and the plain-text part under it.
 */
export function TemplatePreviewDialog({
  template,
  personalizations,
  onClose,
}: {
  template: TEmailTemplate | null;
  personalizations: TPersonalizations;
  onClose: () => void;
}) {
  const preview = useEmailPreview();
  const { mutate } = preview;
  const templateId = template?.id;
  const fields = JSON.stringify(personalizations);
  useEffect(() => {
    if (templateId)
      mutate({ templateId, personalizations: JSON.parse(fields) as TPersonalizations });
  }, [templateId, fields, mutate]);

  return (
    <ModalDialog
      open={template !== null}
      onClose={onClose}
      title={template ? `Preview: ${template.name}` : 'Preview'}
      description={
        preview.data ? `Subject: ${preview.data.subject}` : 'Rendered with sample values.'
      }
    >
      {preview.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(preview.error, 'The preview could not be rendered. Please try again.')}
        </p>
      ) : preview.data ? (
        <div className="grid gap-3">
          <iframe
            title={`${template?.name ?? 'Template'} e-mail, HTML part`}
            sandbox=""
            srcDoc={preview.data.html}
            className="h-96 w-full rounded-lg border border-line bg-white"
          />
          <details>
            <summary className="cursor-pointer text-sm font-medium text-ink">
              Plain-text part
            </summary>
            <pre className="mt-2 max-h-60 overflow-auto rounded-lg bg-surface-muted p-3 text-xs whitespace-pre-wrap text-ink">
              {preview.data.text}
            </pre>
          </details>
        </div>
      ) : (
        <Spinner label="Rendering the preview…" />
      )}
    </ModalDialog>
  );
}
