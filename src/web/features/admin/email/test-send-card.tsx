import { useState, type FormEvent } from 'react';
import {
  SEND_TEST_MISSING,
  type TEmailTemplate,
  type TPersonalizations,
  type TPersonalizationField,
} from '../../../../contract/admin-email.ts';
import { toast } from '../../../app/toasts/toast-store.ts';
import { errorMessage } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Card, CardHeader } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input, Textarea } from '../../../ui/input.tsx';
import { SelectField } from '../../../ui/select.tsx';
import { FIELD_LABELS, MULTILINE_FIELDS } from './field-labels.ts';
import { useEmailTemplates, useSendTestEmail } from './queries.ts';
import { TemplatePreviewDialog } from './template-preview-dialog.tsx';

/** Spec 3 §8: the toast of a failed test send. */
export const TEST_SEND_FAILED = 'Failed to send test email. Please try again.';

/**
 * The test-send form (spec 3 §2): a template, a test address and the template's personalisation
 * fields; empty fields use the template's sample values. It sends now and says what the mail
 * server answered.
 */
export function TestSendCard() {
  const templates = useEmailTemplates().data?.templates ?? [];
  const send = useSendTestEmail();
  const [templateId, setTemplateId] = useState('');
  const [testEmail, setTestEmail] = useState('');
  const [fields, setFields] = useState<TPersonalizations>({});
  const [missing, setMissing] = useState(false);
  const [previewing, setPreviewing] = useState<TEmailTemplate | null>(null);
  const template = templates.find((t) => t.id === templateId);
  const personalizations = Object.fromEntries(
    (template?.variables ?? []).flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])),
  ) as TPersonalizations;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!templateId || !testEmail.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    send.mutate(
      { body: { templateId, testEmail: testEmail.trim(), personalizations } },
      {
        onSuccess: (result) =>
          toast({ title: 'Test email sent', description: result.message, variant: 'success' }),
        onError: (error) =>
          toast({
            title: TEST_SEND_FAILED,
            description: errorMessage(error, 'The server did not answer.'),
            variant: 'destructive',
          }),
      },
    );
  };

  const setField = (name: TPersonalizationField, value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  return (
    <Card>
      <CardHeader title="Send a test" description="Sends one e-mail now to the address you give." />
      <form onSubmit={submit} noValidate className="grid gap-4">
        {/* Stacked: beside the templates the card is too narrow for a template's name. */}
        <div className="grid gap-4">
          <SelectField
            label="Template"
            value={templateId}
            onChange={(event) => setTemplateId(event.target.value)}
          >
            <option value="">Choose a template</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </SelectField>
          <Field label="Test email address">
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                maxLength={254}
                value={testEmail}
                onChange={(event) => setTestEmail(event.target.value)}
              />
            )}
          </Field>
        </div>
        {template ? (
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-ink">
              Personalisation (empty fields use sample values)
            </legend>
            {template.variables.map((name) => (
              <div key={name} className={MULTILINE_FIELDS.has(name) ? 'sm:col-span-2' : undefined}>
                <Field label={FIELD_LABELS[name]}>
                  {(control) =>
                    MULTILINE_FIELDS.has(name) ? (
                      <Textarea
                        {...control}
                        rows={3}
                        maxLength={5000}
                        value={fields[name] ?? ''}
                        onChange={(event) => setField(name, event.target.value)}
                      />
                    ) : (
                      <Input
                        {...control}
                        maxLength={5000}
                        value={fields[name] ?? ''}
                        onChange={(event) => setField(name, event.target.value)}
                      />
                    )
                  }
                </Field>
              </div>
            ))}
          </fieldset>
        ) : null}
        {missing ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {SEND_TEST_MISSING}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send test email'}
          </Button>
          <Button
            variant="outline"
            disabled={!template}
            onClick={() => setPreviewing(template ?? null)}
          >
            Preview with these values
          </Button>
        </div>
      </form>
      <TemplatePreviewDialog
        template={previewing}
        personalizations={personalizations}
        onClose={() => setPreviewing(null)}
      />
    </Card>
  );
}
