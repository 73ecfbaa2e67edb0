import { ArrowLeft, Building2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  HOTEL_DEFAULT_CHANGE_FREQUENCY,
  HOTEL_PRIORITIES,
  hotelPageTitle,
  seoSlug,
  SHORT_CHANGE_FREQUENCIES,
  type TChangeFrequency,
} from '../../../contract/admin-seo.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Input, Textarea } from '../../ui/input.tsx';
import { useCreateSeoPage } from './queries.ts';
import { SEO_TOASTS } from './seo-labels.ts';
import { ChangeFrequencySelect, PrioritySelect } from './sitemap-fields.tsx';

/** Spec 3 §2 'Hotel page creator': the city fills in the path, title and description. */
export function hotelPageFields(city: string) {
  const name = city.trim();
  const slug = seoSlug(name).replace(/^-+|-+$/g, '');
  return {
    path: slug ? `destination/${slug}/hotels` : '',
    title: hotelPageTitle(name),
    description: name
      ? `Compare the best hotels in ${name}: boutique stays, family rooms and luxury suites, with prices, ratings and amenities to find your perfect base.`
      : '',
  };
}

/** /admin/seo/create-hotel-page. */
export function HotelPageCreator() {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateSeoPage();
  const [city, setCity] = useState('');
  const [fields, setFields] = useState(hotelPageFields(''));
  const [priority, setPriority] = useState(0.8);
  const [changeFreq, setChangeFreq] = useState<TChangeFrequency>(HOTEL_DEFAULT_CHANGE_FREQUENCY);

  const changeCity = (value: string) => {
    setCity(value);
    setFields(hotelPageFields(value));
  };

  const submit = async () => {
    try {
      const page = await create.mutateAsync({
        ...fields,
        priority,
        changeFreq,
        status: 'active',
        destination: city.trim() || null,
      });
      toast({ title: 'Hotel Page Created', description: `/${page.path}`, variant: 'success' });
      void navigate(`/admin/seo/editor?id=${page.id}`);
    } catch {
      toast({
        title: SEO_TOASTS.creationFailed,
        description: SEO_TOASTS.hotelCreationFailed,
        variant: 'destructive',
      });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto grid w-full max-w-2xl gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <Link to="/admin/seo" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Link>
        <h1 id={`${id}-heading`} className="font-display text-2xl font-bold text-ink">
          Create Hotel Page
        </h1>
      </header>
      <Card padding="lg">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (fields.title.trim() && !create.isPending) void submit();
          }}
        >
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-city`} className="text-sm font-medium text-ink">
              Destination city
            </label>
            <Input
              id={`${id}-city`}
              value={city}
              maxLength={100}
              placeholder="London"
              autoComplete="off"
              onChange={(e) => changeCity(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-path`} className="text-sm font-medium text-ink">
              Path
            </label>
            <Input
              id={`${id}-path`}
              value={fields.path}
              maxLength={200}
              onChange={(e) => setFields((f) => ({ ...f, path: e.target.value }))}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-title`} className="text-sm font-medium text-ink">
              Title
            </label>
            <Input
              id={`${id}-title`}
              value={fields.title}
              maxLength={200}
              onChange={(e) => setFields((f) => ({ ...f, title: e.target.value }))}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-description`} className="text-sm font-medium text-ink">
              Description
            </label>
            <Textarea
              id={`${id}-description`}
              value={fields.description}
              rows={3}
              maxLength={200}
              onChange={(e) => setFields((f) => ({ ...f, description: e.target.value }))}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <PrioritySelect value={priority} choices={HOTEL_PRIORITIES} onChange={setPriority} />
            <ChangeFrequencySelect
              value={changeFreq}
              choices={SHORT_CHANGE_FREQUENCIES}
              onChange={setChangeFreq}
            />
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={!fields.title.trim() || create.isPending}>
              <Building2 aria-hidden="true" className="size-4" />
              {create.isPending ? 'Creating…' : 'Create Hotel Page'}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
