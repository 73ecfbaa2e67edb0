import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  BIO_MAX_LENGTH,
  FAVORITE_REGIONS,
  LANGUAGES,
  LOCATIONS,
  TRAVEL_INTERESTS,
  TRAVEL_STYLES,
} from '../../../contract/limits.ts';
import { DATE_OF_BIRTH_AFTER, todayIsoDate, type TSelfUser } from '../../../contract/users.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { humanizeOption } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { fieldError, ServerError } from '../../ui/form-errors.tsx';
import { Input, Select, Textarea } from '../../ui/input.tsx';
import { useUpdateProfileMutation } from '../auth/queries.ts';
import { ChipMultiSelect } from './chip-multi-select.tsx';
import { profileFormValues, ZProfileForm, type TProfileFormValues } from './profile-schema.ts';

type Output = z.output<typeof ZProfileForm>;

const resolver = zodResolver(ZProfileForm) as unknown as Resolver<
  TProfileFormValues,
  unknown,
  Output
>;

/** The calendar day `days` after a YYYY-MM-DD (the date picker's bounds are inclusive). */
function nextDay(isoDate: string, days = 1): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** Profile information (spec 1 §2), validated with the contract and saved with PATCH /api/auth/user. */
export function ProfileForm({ user }: { user: TSelfUser }) {
  const mutation = useUpdateProfileMutation();
  const bioCounterId = useId();
  const form = useForm<TProfileFormValues, unknown, Output>({
    resolver,
    defaultValues: profileFormValues(user),
  });
  const { errors, isDirty } = form.formState;
  const bioLength = form.watch('bio').length;
  const locationOptions: string[] =
    user.location && !(LOCATIONS as readonly string[]).includes(user.location)
      ? [user.location, ...LOCATIONS]
      : [...LOCATIONS];

  const onSubmit = form.handleSubmit((body) => {
    mutation.mutate(body, {
      onSuccess: (saved) => {
        form.reset(profileFormValues(saved));
        toast({
          title: 'Profile updated',
          description: 'Your changes have been saved.',
          variant: 'success',
        });
      },
      onError: () => {
        toast({
          title: 'Update Failed',
          description: 'There was an error updating your profile. Please try again.',
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <Card aria-labelledby="profile-info-title">
      <CardHeader
        id="profile-info-title"
        title="Profile information"
        description="How other travellers see you."
        icon={<UserRound className="size-5" />}
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" error={fieldError('First name', errors.firstName?.message)}>
            {(c) => <Input autoComplete="given-name" {...c} {...form.register('firstName')} />}
          </Field>
          <Field label="Last name" error={fieldError('Last name', errors.lastName?.message)}>
            {(c) => <Input autoComplete="family-name" {...c} {...form.register('lastName')} />}
          </Field>
        </div>
        <Field
          label="Bio"
          error={fieldError('Bio', errors.bio?.message)}
          aside={
            // Read with the field (aria-describedby), not live: a live counter speaks every keystroke.
            <span
              id={bioCounterId}
              className={
                bioLength > BIO_MAX_LENGTH
                  ? 'text-xs font-semibold text-danger'
                  : 'text-xs text-ink-muted'
              }
            >
              {bioLength}/{BIO_MAX_LENGTH}
              <span className="sr-only"> characters</span>
            </span>
          }
        >
          {(c) => (
            <Textarea
              rows={4}
              placeholder="Tell travellers about yourself"
              {...c}
              aria-describedby={[c['aria-describedby'], bioCounterId].filter(Boolean).join(' ')}
              {...form.register('bio')}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Location" error={fieldError('Location', errors.location?.message)}>
            {(c) => (
              <Select {...c} {...form.register('location')}>
                <option value="">Select your country</option>
                {locationOptions.map((place) => (
                  <option key={place} value={place}>
                    {place}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Website" error={fieldError('Website', errors.website?.message)}>
            {(c) => (
              <Input
                type="url"
                inputMode="url"
                placeholder="https://"
                autoComplete="url"
                {...c}
                {...form.register('website')}
              />
            )}
          </Field>
          <Field
            label="Date of birth"
            error={fieldError('Date of birth', errors.dateOfBirth?.message)}
          >
            {(c) => (
              <Input
                type="date"
                autoComplete="bday"
                min={nextDay(DATE_OF_BIRTH_AFTER)}
                max={nextDay(todayIsoDate(), -1)}
                {...c}
                {...form.register('dateOfBirth')}
              />
            )}
          </Field>
          <Field
            label="Phone number"
            error={fieldError('Phone number', errors.phoneNumber?.message)}
          >
            {(c) => (
              <Input type="tel" autoComplete="tel" {...c} {...form.register('phoneNumber')} />
            )}
          </Field>
          <Field
            label="Travel style"
            error={fieldError('Travel style', errors.travelStyle?.message)}
          >
            {(c) => (
              <Select {...c} {...form.register('travelStyle')}>
                <option value="">Select a travel style</option>
                {TRAVEL_STYLES.map((style) => (
                  <option key={style} value={style}>
                    {humanizeOption(style)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Controller
          control={form.control}
          name="favoriteDestinations"
          render={({ field }) => (
            <ChipMultiSelect
              legend="Favourite destinations"
              options={FAVORITE_REGIONS}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <ChipMultiSelect
              legend="Languages"
              options={LANGUAGES}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="travelInterests"
          render={({ field }) => (
            <ChipMultiSelect
              legend="Travel interests"
              options={TRAVEL_INTERESTS}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <ServerError
          message={
            mutation.error ? errorMessage(mutation.error, 'Your profile could not be saved.') : null
          }
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={mutation.isPending || !isDirty}>
            {mutation.isPending ? 'Saving…' : 'Save changes'}
          </Button>
          <Button
            variant="ghost"
            disabled={!isDirty || mutation.isPending}
            onClick={() => form.reset()}
          >
            Discard
          </Button>
        </div>
      </form>
    </Card>
  );
}
