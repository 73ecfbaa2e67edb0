import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  HELP_MESSAGE_MAX_LENGTH,
  HELP_TOPIC_LABELS,
  HELP_TOPICS,
  ZHelpMessageBody,
  type THelpMessageBody,
  type THelpMessageReceipt,
  type THelpMessageValues,
} from '../../../contract/help.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { MessageField, SenderFields } from '../../ui/contact-fields.tsx';
import { Field } from '../../ui/field.tsx';
import { ServerError } from '../../ui/form-errors.tsx';
import { Select } from '../../ui/input.tsx';
import { useSendHelpMessageMutation } from './queries.ts';

type FormValues = { name: string; email: string; topic: string; message: string };

const resolver = zodResolver(ZHelpMessageBody) as unknown as Resolver<
  FormValues,
  unknown,
  THelpMessageValues
>;

export type ContactSender = { name: string; email: string };

/** Who the form starts as: a member's name and e-mail, or blanks for a visitor. */
function initialValues(sender: ContactSender | null): FormValues {
  return { name: sender?.name ?? '', email: sender?.email ?? '', topic: '', message: '' };
}

function Sent({ receipt, onAnother }: { receipt: THelpMessageReceipt; onAnother: () => void }) {
  return (
    <div role="status" className="grid justify-items-start gap-3">
      <p className="flex items-center gap-2 text-base font-semibold text-ink">
        <CircleCheck aria-hidden="true" className="size-5 text-brand" />
        Thanks — your message is on its way
      </p>
      <p className="text-sm text-ink-muted">
        Our team reads every message and answers by e-mail. Your reference is{' '}
        <span className="font-mono text-ink">{receipt.id.slice(0, 8)}</span>.
      </p>
      <Button variant="outline" size="sm" onClick={onAnother}>
        Send another message
      </Button>
    </div>
  );
}

/**
 * "Still need help?": a message to the operator (POST /api/help/messages), for visitors and
 * members alike; members start with their name and e-mail filled in.
 */
export function ContactForm({ sender }: { sender: ContactSender | null }) {
  const mutation = useSendHelpMessageMutation();
  const [receipt, setReceipt] = useState<THelpMessageReceipt | null>(null);
  const form = useForm<FormValues, unknown, THelpMessageValues>({
    resolver,
    defaultValues: initialValues(sender),
  });
  const { errors } = form.formState;
  const messageLength = form.watch('message').length;

  const onSubmit = form.handleSubmit((body) => {
    mutation.mutate(body satisfies THelpMessageBody, {
      onSuccess: (sent) => {
        setReceipt(sent);
        form.reset(initialValues(sender));
        toast({
          title: 'Message sent',
          description: 'We will answer by e-mail.',
          variant: 'success',
        });
      },
    });
  });

  return (
    <Card aria-labelledby="contact-title" id="contact">
      <CardHeader
        id="contact-title"
        title="Still need help?"
        description="Write to the Roamly team: we read every message and answer by e-mail."
        icon={<Mail className="size-5" />}
      />
      {receipt ? (
        <Sent
          receipt={receipt}
          onAnother={() => {
            mutation.reset();
            setReceipt(null);
          }}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <SenderFields
              name={form.register('name')}
              email={form.register('email')}
              errors={errors}
            />
          </div>
          <Field label="Topic" error={errors.topic ? 'Choose a topic' : undefined}>
            {(c) => (
              <Select {...c} {...form.register('topic')}>
                <option value="">Choose a topic</option>
                {HELP_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {HELP_TOPIC_LABELS[topic]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <MessageField
            registration={form.register('message')}
            error={errors.message?.message}
            length={messageLength}
            max={HELP_MESSAGE_MAX_LENGTH}
            rows={6}
            placeholder="What happened, and what did you expect?"
          />
          <ServerError
            message={
              mutation.error
                ? errorMessage(mutation.error, 'Your message could not be sent. Please try again.')
                : null
            }
          />
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Sending…' : 'Send message'}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
