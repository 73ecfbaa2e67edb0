import { clsx } from 'clsx';
import {
  Backpack,
  BatteryCharging,
  BookOpen,
  Camera,
  Drone,
  Headphones,
  Laptop,
  Luggage,
  MonitorSmartphone,
  Package,
  Plug,
  ShieldCheck,
  ShoppingBag,
  Smartphone,
  Ticket,
  Video,
  Watch,
  type LucideIcon,
} from 'lucide-react';
import type { TProductCategory } from '../../../contract/marketplace.ts';

/** What the product is, read from its name: the first rule that matches picks the picture. */
const KINDS: readonly { pattern: RegExp; icon: LucideIcon; name: string }[] = [
  { pattern: /e-?reader|kindle|\bbook/i, icon: BookOpen, name: 'book-open' },
  { pattern: /headphone|earbud|earphone/i, icon: Headphones, name: 'headphones' },
  { pattern: /pouch|bag/i, icon: ShoppingBag, name: 'shopping-bag' },
  { pattern: /power ?bank|battery|charg/i, icon: BatteryCharging, name: 'battery-charging' },
  { pattern: /adapter|adaptor|\bplug/i, icon: Plug, name: 'plug' },
  { pattern: /drone/i, icon: Drone, name: 'drone' },
  { pattern: /action cam|video|gopro/i, icon: Video, name: 'video' },
  { pattern: /camera|tripod|lens|photo/i, icon: Camera, name: 'camera' },
  { pattern: /backpack|rucksack|daypack/i, icon: Backpack, name: 'backpack' },
  { pattern: /suitcase|luggage|spinner|carry-on|weekender/i, icon: Luggage, name: 'luggage' },
  { pattern: /cube|organi[sz]er/i, icon: Package, name: 'package' },
  { pattern: /phone/i, icon: Smartphone, name: 'smartphone' },
  { pattern: /laptop|notebook/i, icon: Laptop, name: 'laptop' },
  { pattern: /watch/i, icon: Watch, name: 'watch' },
  { pattern: /insurance|cover\b/i, icon: ShieldCheck, name: 'shield-check' },
  { pattern: /pass\b|ticket|tour|entry/i, icon: Ticket, name: 'ticket' },
];

/** The category's picture when the name says nothing more (electronics: a device, not a plug). */
const CATEGORY: Record<TProductCategory, { icon: LucideIcon; name: string; tone: string }> = {
  photography: {
    icon: Camera,
    name: 'camera',
    tone: 'from-brand-soft via-surface to-brand-soft text-brand-strong',
  },
  luggage: {
    icon: Luggage,
    name: 'luggage',
    tone: 'from-accent-soft via-surface to-accent-soft text-accent',
  },
  electronics: {
    icon: MonitorSmartphone,
    name: 'monitor-smartphone',
    tone: 'from-surface-muted via-surface to-brand-soft text-ink',
  },
  insurance: {
    icon: ShieldCheck,
    name: 'shield-check',
    tone: 'from-brand-soft via-surface-muted to-surface text-brand',
  },
  experiences: {
    icon: Ticket,
    name: 'ticket',
    tone: 'from-accent-soft via-surface-muted to-surface text-accent',
  },
};

/** The picture of a product without a photo: its kind from the name, else its category's. */
export function productTileIcon(
  title: string,
  category: TProductCategory,
): { icon: LucideIcon; name: string } {
  return KINDS.find((kind) => kind.pattern.test(title)) ?? CATEGORY[category];
}

/** "E-Reader with Warm Light, Waterproof" → "E-Reader": the tile's short caption. */
export function tileCaption(title: string): string {
  // ', ' and not ',': '20,000 mAh Power Bank' keeps its number.
  const short = title.split(/, | with | – | - | \(/)[0]!.trim();
  return short.length > 0 ? short : title;
}

/**
 * A designed picture for a product the provider sent no photo for (or whose photo failed): the
 * category's colours over a dotted pattern, the product's own icon and its short name. Drawn,
 * so it never pretends to be a photograph of the product.
 */
export function ProductTile({ title, category }: { title: string; category: TProductCategory }) {
  const { icon: Icon, name } = productTileIcon(title, category);
  return (
    <div
      aria-hidden="true"
      data-testid="product-tile"
      data-icon={name}
      className={clsx(
        'relative grid size-full place-items-center overflow-hidden bg-gradient-to-br',
        CATEGORY[category].tone,
      )}
    >
      <div className="absolute inset-0 bg-[radial-gradient(currentColor_1px,transparent_1.5px)] [background-size:18px_18px] opacity-15" />
      <div className="absolute -right-10 -bottom-12 size-40 rounded-full bg-surface/50" />
      {/* On a phone's two-column grid: a smaller icon and one caption line, clear of the badges. */}
      <div className="relative grid justify-items-center gap-1.5 px-3 text-center sm:gap-3 sm:px-4">
        <span className="grid size-10 place-items-center rounded-xl bg-surface/90 shadow-sm ring-1 ring-line sm:size-20 sm:rounded-2xl">
          <Icon className="size-5 sm:size-10" strokeWidth={1.5} />
        </span>
        <span className="line-clamp-1 max-w-[14rem] text-[0.6875rem] font-semibold tracking-wide text-ink/80 uppercase sm:line-clamp-2 sm:text-sm">
          {tileCaption(title)}
        </span>
      </div>
    </div>
  );
}
