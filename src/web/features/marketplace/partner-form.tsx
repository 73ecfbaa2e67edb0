import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Handshake } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  PARTNER_MESSAGE_MAX_LENGTH,
  ZPartnerInquiryBody,
  type TPartnerInquiryReceipt,
  type TPartnerInquiryValues,
} from '../../../contract/marketplace.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { MessageField, SenderFields } from '../../ui/contact-fields.tsx';
import { Field } from '../../ui/field.tsx';
import { fieldError, ServerError } from '../../ui/form-errors.tsx';
import { Input } from '../../ui/input.tsx';
import { usePartnerInquiryMutation } from './queries.ts';

type FormValues = { name: string; email: string; company: string; message: string };
const resolver = zodResolver(ZPartnerInquiryBody) as unknown as Resolver<
  FormValues,
  unknown,
  TPartnerInquiryValues
>;

export type PartnerSender = { name: string; email: string };

/** The enquiry form behind 'Partner With Us': it reaches the operator's inbox. */
export function PartnerForm({ sender, onClose }: { sender: PartnerSender; onClose: () => void }) {
  const mutation = usePartnerInquiryMutation();
  const [receipt, setReceipt] = useState<TPartnerInquiryReceipt | null>(null);
  const titleId = useId();
  const blank = { name: sender.name, email: sender.email, company: '', message: '' };
  const form = useForm<FormValues, unknown, TPartnerInquiryValues>({
    resolver,
    defaultValues: blank,
  });
  const { errors } = form.formState;
  const messageLength = form.watch('message').length;

  // The form opens from the banner's button: the first empty field takes the focus.
  useEffect(() => form.setFocus('company'), [form]);

  const onSubmit = form.handleSubmit((body) => {
    mutation.mutate(body, {
      onSuccess: (sent) => {
        setReceipt(sent);
        form.reset(blank);
        toast({
          title: 'Enquiry sent',
          description: 'Our partnerships team will e-mail you.',
          variant: 'success',
        });
      },
    });
  });

  return (
    <section
      aria-labelledby={titleId}
      data-testid="partner-form"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Handshake aria-hidden="true" className="size-5 text-brand" />
        Advertise with Roamly
      </h3>
      {receipt ? (
        <div role="status" className="mt-3 grid justify-items-start gap-3">
          <p className="flex items-center gap-2 font-semibold text-ink">
            <CircleCheck aria-hidden="true" className="size-5 text-brand" />
            Thanks — your enquiry is with our partnerships team
          </p>
          <p className="text-sm text-ink-muted">
            We answer by e-mail within two working days. Your reference is{' '}
            <span className="font-mono text-ink">{receipt.id.slice(0, 8)}</span>.
          </p>
          <Button variant="outline" size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <SenderFields
              name={form.register('name')}
              email={form.register('email')}
              errors={errors}
            />
            <Field label="Company" error={fieldError('Company', errors.company?.message)}>
              {(c) => <Input autoComplete="organization" {...c} {...form.register('company')} />}
            </Field>
          </div>
          <MessageField
            registration={form.register('message')}
            error={errors.message?.message}
            length={messageLength}
            max={PARTNER_MESSAGE_MAX_LENGTH}
            rows={4}
            placeholder="What would you like to promote, and to which travellers?"
          />
          <ServerError
            message={
              mutation.error
                ? errorMessage(mutation.error, 'Your enquiry could not be sent. Please try again.')
                : null
            }
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Sending…' : 'Send enquiry'}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
