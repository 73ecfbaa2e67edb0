// Pieces every drawn screen shares (shell, explore, destination, post, profile, landing).

/** A lucide icon's SVG as the app renders it (24×24 viewBox, stroke 2 unless given). */
export function icon(className: string, body: string, strokeWidth = 2): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round" class="${className}" aria-hidden="true">${body}</svg>`;
}

/** components/logo.tsx on a light ground: the mark and the word in the brand's colour. */
export const LOGO = `<span class="inline-flex items-center gap-2"><svg viewBox="0 0 64 64" aria-hidden="true" class="size-8 shrink-0"><rect width="64" height="64" rx="16" fill="#0f5b63"></rect><path d="M32 12c-8.3 0-15 6.5-15 14.6C17 38 32 52 32 52s15-14 15-25.4C47 18.5 40.3 12 32 12Z" fill="#fb7a5c"></path><circle cx="32" cy="27" r="6" fill="#ffffff"></circle></svg><span class="font-display text-2xl font-bold tracking-tight text-brand">Roamly</span></span>`;
