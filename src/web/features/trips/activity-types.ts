import { BedDouble, Bus, Landmark, Ticket, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import {
  ACTIVITY_TYPE_LABELS,
  ACTIVITY_TYPES,
  type TActivityType,
} from '../../../contract/trips.ts';

/**
 * Spec 2 §3: hotel blue, restaurant green, attraction purple, transport orange, activity red.
 * Each type has a soft chip (dark text on a pale tint, AA contrast) and a solid accent for the
 * timeline dot and the card's edge.
 */
export const ACTIVITY_TYPE_STYLE: Record<
  TActivityType,
  { label: string; icon: LucideIcon; chip: string; accent: string; border: string }
> = {
  hotel: {
    label: ACTIVITY_TYPE_LABELS.hotel,
    icon: BedDouble,
    chip: 'bg-blue-100 text-blue-800',
    accent: 'bg-blue-600',
    border: 'border-l-blue-600',
  },
  restaurant: {
    label: ACTIVITY_TYPE_LABELS.restaurant,
    icon: UtensilsCrossed,
    chip: 'bg-green-100 text-green-800',
    accent: 'bg-green-600',
    border: 'border-l-green-600',
  },
  attraction: {
    label: ACTIVITY_TYPE_LABELS.attraction,
    icon: Landmark,
    chip: 'bg-purple-100 text-purple-800',
    accent: 'bg-purple-600',
    border: 'border-l-purple-600',
  },
  transport: {
    label: ACTIVITY_TYPE_LABELS.transport,
    icon: Bus,
    chip: 'bg-orange-100 text-orange-800',
    accent: 'bg-orange-500',
    border: 'border-l-orange-500',
  },
  activity: {
    label: ACTIVITY_TYPE_LABELS.activity,
    icon: Ticket,
    chip: 'bg-red-100 text-red-800',
    accent: 'bg-red-600',
    border: 'border-l-red-600',
  },
};

export const ACTIVITY_TYPE_OPTIONS = ACTIVITY_TYPES.map((type) => ({
  value: type,
  label: ACTIVITY_TYPE_STYLE[type].label,
}));
