/**
 * A short, friendly device name from a User-Agent string ("Chrome on Linux"), so members can
 * recognise their sessions without reading raw headers.
 */
export function deviceNameFromUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return 'Unknown device';
  const ua = userAgent;
  const browser = detectBrowser(ua);
  const os = detectOs(ua);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}

function detectBrowser(ua: string): string | null {
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/\bOPR\/|\bOpera\b/.test(ua)) return 'Opera';
  if (/\bSamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/\bFirefox\/|\bFxiOS\//.test(ua)) return 'Firefox';
  if (/\bHeadlessChrome\//.test(ua)) return 'Headless Chrome';
  if (/\bChrom(e|ium)\/|\bCriOS\//.test(ua)) return 'Chrome';
  if (/\bVersion\/[\d.]+.*Safari\//.test(ua)) return 'Safari';
  if (/^curl\//.test(ua)) return 'curl';
  return null;
}

function detectOs(ua: string): string | null {
  if (/\b(iPhone|iPod)\b/.test(ua)) return 'iPhone';
  if (/\biPad\b/.test(ua)) return 'iPad';
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'macOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}
