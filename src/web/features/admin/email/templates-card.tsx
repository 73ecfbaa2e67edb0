import { useState } from 'react';
import type { TEmailTemplate } from '../../../../contract/admin-email.ts';
import { errorMessage } from '../../../lib/api.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card, CardHeader } from '../../../ui/card.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useEmailTemplates } from './queries.ts';
import { TemplatePreviewDialog } from './template-preview-dialog.tsx';

/** The templates list: name, subject, what it is for, its variables, and a preview. */
export function TemplatesCard() {
  const templates = useEmailTemplates();
  const [previewing, setPreviewing] = useState<TEmailTemplate | null>(null);
  return (
    <Card>
      <CardHeader title="Templates" description="Written as code; each lists the fields it uses." />
      {templates.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(templates.error, 'The templates could not be loaded.')}
        </p>
      ) : !templates.data ? (
        <Spinner label="Loading the templates…" />
      ) : (
        <ul className="grid gap-3">
          {templates.data.templates.map((template) => (
            <li key={template.id} className="rounded-xl border border-line p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold text-ink">{template.name}</h3>
                  <p className="text-sm text-ink-muted">{template.description}</p>
                  <p className="mt-1 text-sm text-ink">
                    <span className="text-ink-muted">Subject: </span>
                    {template.subject}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setPreviewing(template)}
                  aria-label={`Preview ${template.name}`}
                >
                  Preview
                </Button>
              </div>
              <ul aria-label={`${template.name} variables`} className="mt-2 flex flex-wrap gap-1.5">
                {template.variables.map((name) => (
                  <li key={name}>
                    <Badge>{name}</Badge>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <TemplatePreviewDialog
        template={previewing}
        personalizations={{}}
        onClose={() => setPreviewing(null)}
      />
    </Card>
  );
}
