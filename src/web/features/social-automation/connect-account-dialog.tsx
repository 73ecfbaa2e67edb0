import { useState, type FormEvent } from 'react';
import { SOCIAL_SECRET_REQUIRED_MESSAGE } from '../../../contract/social-media.ts';
import { SOCIAL_PLATFORMS, type TSocialPlatform } from '../../../contract/social-rules.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { SelectField } from '../../ui/select.tsx';
import { PLATFORM_LOOKS } from './platforms.ts';
import { useConnectAccount } from './queries.ts';

/** Spec 3 §5: the secret is required only for X; Instagram (and the rest) may go without. */
export const secretRequired = (platform: TSocialPlatform) => platform === 'twitter';

export type CredentialErrors = { username?: string; apiKey?: string; apiSecret?: string };

export function validateCredentials(
  platform: TSocialPlatform,
  values: { username: string; apiKey: string; apiSecret: string },
): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!values.username.trim()) errors.username = 'Username is required';
  if (!values.apiKey.trim()) errors.apiKey = 'API key is required';
  if (secretRequired(platform) && !values.apiSecret.trim())
    errors.apiSecret = SOCIAL_SECRET_REQUIRED_MESSAGE;
  return errors;
}

/** Spec 7: a refusal reads 'HTTP {status}: {text}' unless the server worded it. */
function connectionError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? `HTTP ${error.message}`;
  return error instanceof Error && error.message ? error.message : 'Unknown error occurred';
}

/** Spec 3 §2/§5 'Connect Account': the key form (username, masked key and secret). */
export function ConnectAccountDialog({
  initialPlatform,
  onClose,
}: {
  initialPlatform?: TSocialPlatform;
  onClose: () => void;
}) {
  const [platform, setPlatform] = useState<TSocialPlatform>(initialPlatform ?? 'instagram');
  const [username, setUsername] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [apiSecret, setApiSecret] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const connect = useConnectAccount();
  const look = PLATFORM_LOOKS[platform];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCredentials(platform, { username, apiKey, apiSecret });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    connect.mutate(
      {
        body: {
          platform,
          credentials: {
            username: username.trim(),
            apiKey: apiKey.trim(),
            apiSecret: apiSecret.trim(),
          },
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Account connected successfully!', variant: 'success' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Connection failed',
            description: connectionError(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <ModalDialog
      open
      onClose={onClose}
      busy={connect.isPending}
      title="Connect Account"
      description="Key-connected accounts run in the platform's sandbox: posts are checked and recorded, not sent."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={connect.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="connect-account-form" disabled={connect.isPending}>
            {connect.isPending ? 'Connecting...' : 'Connect'}
          </Button>
        </>
      }
    >
      <form id="connect-account-form" noValidate onSubmit={submit} className="grid gap-4">
        <SelectField
          label="Platform"
          value={platform}
          onChange={(event) => {
            setPlatform(event.target.value as TSocialPlatform);
            setErrors({});
          }}
        >
          {SOCIAL_PLATFORMS.map((value) => (
            <option key={value} value={value}>
              {PLATFORM_LOOKS[value].label}
            </option>
          ))}
        </SelectField>
        <Field label="Username" error={errors.username}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          )}
        </Field>
        <Field label="API key" error={errors.apiKey}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="off"
              value={apiKey}
              onChange={(event) => setApiKey(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={secretRequired(platform) ? 'API secret' : 'API secret (optional)'}
          error={errors.apiSecret}
          hint={`From ${look.label}'s developer settings.`}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="off"
              value={apiSecret}
              onChange={(event) => setApiSecret(event.target.value)}
            />
          )}
        </Field>
      </form>
    </ModalDialog>
  );
}
