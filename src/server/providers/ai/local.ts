import { countryFacts } from '../../geo/country-facts.ts';
import {
  geocoder as sharedGeocoder,
  isValidCoordinate,
  type Geocoder,
} from '../../geo/geocoder.ts';
import { travelInsights } from '../../geo/travel-insights.ts';
import {
  CAPTION_COUNT,
  type AiCallOptions,
  type AiProvider,
  type EnhanceInput,
  type MediaAnalysis,
  type MediaSignals,
} from './ai.ts';
import {
  captions,
  compose,
  parseTakenAt,
  seasonOf,
  suggestedTags,
  timeOfDayOf,
  type Signals,
} from './compose.ts';
import { measureImage, sceneTags, type SceneTag } from './image-stats.ts';

/**
 * The offline provider: reverse geocoding of the GPS over GeoNames, colour statistics of the
 * pixels, the EXIF time, and country facts, composed into sentences. No network, no model.
 */

export const LOCAL_PROVIDER_NAME = 'local';

type Reading = { signals: Signals; location: string; insights: string[] };

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function sceneOf(image: Buffer | null, options: AiCallOptions): Promise<SceneTag[]> {
  if (!image) return [];
  try {
    return sceneTags(await measureImage(image));
  } catch (error) {
    options.log.warn(
      { err: error },
      'AI: the image could not be decoded; tags come from the place only',
    );
    return [];
  }
}

/** Everything the signals of one file say, before any wording. */
async function read(
  geo: () => Geocoder,
  media: MediaSignals,
  options: AiCallOptions,
): Promise<Reading> {
  const scene = await sceneOf(media.image, options);
  const hasGps = isValidCoordinate(media.latitude, media.longitude);
  const latitude = hasGps ? media.latitude : null;
  const longitude = hasGps ? media.longitude : null;
  const place = latitude !== null && longitude !== null ? geo().reverse(latitude, longitude) : null;
  const taken = parseTakenAt(media.takenAt);
  const facts = place?.countryCode ? countryFacts(place.countryCode) : null;
  const city = place?.city?.name ?? null;
  const signals: Signals = {
    kind: media.kind,
    city,
    country: place?.countryName ?? null,
    isCapital: Boolean(city && facts?.capital && plain(facts.capital) === plain(city)),
    population: place?.city?.population ?? null,
    season: taken ? seasonOf(taken.month, latitude) : null,
    timeOfDay: taken && taken.hour !== null ? timeOfDayOf(taken.hour) : null,
    scene,
    seed: media.seed,
  };
  const insights =
    place?.countryCode && latitude !== null && longitude !== null
      ? travelInsights(geo(), {
          latitude,
          longitude,
          countryCode: place.countryCode,
          cityName: city,
        })
      : [];
  return { signals, location: place?.label ?? '', insights };
}

/** 'Lisbon, Portugal' typed by the author → city and country for the wording. */
function placeFromText(location: string | null): { city: string | null; country: string | null } {
  const text = location?.trim() ?? '';
  if (!text) return { city: null, country: null };
  const [first = '', ...rest] = text.split(',').map((part) => part.trim());
  const country = rest.length > 0 ? (rest[rest.length - 1] ?? null) : null;
  return { city: first || null, country: country || null };
}

export function createLocalAiProvider(options: { geocoder?: () => Geocoder } = {}): AiProvider {
  const geo = options.geocoder ?? sharedGeocoder;
  return {
    name: LOCAL_PROVIDER_NAME,

    async analyzeMedia(media, callOptions): Promise<MediaAnalysis> {
      const reading = await read(geo, media, callOptions);
      const composition = compose(reading.signals);
      return {
        description: composition.description,
        location: reading.location,
        tags: composition.tags,
        travelInsights: reading.insights,
        captions: composition.captions,
        provider: LOCAL_PROVIDER_NAME,
      };
    },

    async enhancePost(input: EnhanceInput, callOptions) {
      const reading = input.media ? await read(geo, input.media, callOptions) : null;
      // The author's own place wins over the GPS: they may have named the spot better.
      const typed = placeFromText(input.post.location);
      const signals: Signals = {
        kind: input.media?.kind ?? 'image',
        city: null,
        country: null,
        isCapital: false,
        population: null,
        season: null,
        timeOfDay: null,
        scene: [],
        seed: input.media?.seed ?? input.post.content,
        ...reading?.signals,
        ...(typed.city
          ? { city: typed.city, country: typed.country, isCapital: false, population: null }
          : {}),
      };
      const tags = [...new Set([...input.post.tags, ...suggestedTags(signals)])];
      return {
        captions: captions(signals, tags).slice(0, CAPTION_COUNT),
        thumbnails: input.thumbnails.slice(0, 3),
        provider: LOCAL_PROVIDER_NAME,
      };
    },
  };
}
