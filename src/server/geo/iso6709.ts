/**
 * ISO 6709 point strings as phones write a video's place into its metadata (QuickTime
 * `com.apple.quicktime.location.ISO6709`, MP4 `location`, both in ffprobe's `format.tags`):
 * '+38.7223-009.1393/', '+38.7223-009.1393+012.345/' (with altitude), or degrees-minutes
 * forms '+3843.34-00908.36/'. Returns null for anything else (or an impossible point).
 */
export function parseIso6709(text: string | null | undefined): {
  latitude: number;
  longitude: number;
} | null {
  if (typeof text !== 'string') return null;
  const match =
    /^\s*([+-]\d{2,}(?:\.\d+)?)([+-]\d{3,}(?:\.\d+)?)(?:[+-]\d+(?:\.\d+)?)?(?:CRS[^/]*)?\/?\s*$/.exec(
      text,
    );
  if (!match?.[1] || !match[2]) return null;
  const latitude = angle(match[1], 2);
  const longitude = angle(match[2], 3);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude };
}

/** '±DD.DDD', '±DDMM.MMM' or '±DDMMSS.SSS' (DDD for longitudes) → decimal degrees. */
function angle(text: string, degreeDigits: number): number | null {
  const sign = text.startsWith('-') ? -1 : 1;
  const [whole = '', fraction = ''] = text.slice(1).split('.');
  const rest = whole.slice(degreeDigits);
  const degrees = Number(whole.slice(0, degreeDigits));
  const decimals = fraction ? Number(`0.${fraction}`) : 0;
  let value: number;
  if (rest.length === 0) value = degrees + decimals;
  else if (rest.length === 2) value = degrees + (Number(rest) + decimals) / 60;
  else if (rest.length === 4) {
    value = degrees + Number(rest.slice(0, 2)) / 60 + (Number(rest.slice(2)) + decimals) / 3600;
  } else return null;
  return Number.isFinite(value) ? sign * value : null;
}
