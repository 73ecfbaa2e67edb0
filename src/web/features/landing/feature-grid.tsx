import { Bookmark, Camera, Compass, Crown, Map, Users } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Card } from '../../ui/card.tsx';

type Feature = {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  tint: string;
};

/** The six features of spec 1 §1, in the spec's order. */
const FEATURES: readonly Feature[] = [
  {
    title: 'Share your adventures',
    text: 'Post photos and videos from the road, tagged with the places that made them.',
    Icon: Camera,
    tint: 'bg-accent-soft text-accent',
  },
  {
    title: 'Connect with travellers',
    text: 'Follow explorers you admire, swap tips and message new travel friends.',
    Icon: Users,
    tint: 'bg-brand-soft text-brand',
  },
  {
    title: 'Discover destinations',
    text: 'Search cities, tours and hidden corners, or find a place from a single photo.',
    Icon: Compass,
    tint: 'bg-[#fdf5e1] text-[#7a5200]',
  },
  {
    title: 'Save and like',
    text: 'Bookmark the posts that inspire you and keep your dream list in one place.',
    Icon: Bookmark,
    tint: 'bg-accent-soft text-accent',
  },
  {
    title: 'Plan trips',
    text: 'Turn saved ideas into an itinerary with tours, stays and day-by-day plans.',
    Icon: Map,
    tint: 'bg-brand-soft text-brand',
  },
  {
    title: 'Premium ad-free experience',
    text: 'Go Premium for ad-free browsing, exclusive guides and early access to new features.',
    Icon: Crown,
    tint: 'bg-[#fdf5e1] text-[#7a5200]',
  },
];

/** The landing page's feature grid. */
export function FeatureGrid() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map(({ title, text, Icon, tint }) => (
        <Card as="li" key={title} radius="3xl" padding="lg" interactive className="group">
          <span className={`mb-4 inline-grid size-12 place-items-center rounded-2xl ${tint}`}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="text-lg font-semibold text-ink">{title}</h3>
          <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{text}</p>
        </Card>
      ))}
    </ul>
  );
}
