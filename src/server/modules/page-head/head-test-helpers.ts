import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { validateJsonLd } from './json-ld.ts';

/** A web root holding the repository's own index.html, as the build leaves it. */
export async function webRootWithIndex(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-head-'));
  const source = await fs.readFile(path.resolve(import.meta.dirname, '../../../../index.html'));
  await fs.writeFile(path.join(root, 'index.html'), source);
  return root;
}

export type ParsedHead = {
  title: string;
  titles: number;
  meta(key: string): string | null;
  metaCount(key: string): number;
  canonical: string | null;
  jsonLd: Record<string, unknown>[];
  html: string;
};

/** The head of an HTML answer as a browser parses it, its JSON-LD validated. */
export function parseHead(html: string): ParsedHead {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  const metas = (key: string) =>
    [...document.head.querySelectorAll('meta')].filter(
      (meta) => meta.getAttribute('name') === key || meta.getAttribute('property') === key,
    );
  const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => {
      const value = JSON.parse(script.textContent) as Record<string, unknown>;
      const check = validateJsonLd(value);
      if (!check.ok) throw new Error(`invalid JSON-LD: ${check.problems.join('; ')}`);
      return value;
    },
  );
  return {
    title: document.title,
    titles: document.head.querySelectorAll('title').length,
    meta: (key) => metas(key)[0]?.getAttribute('content') ?? null,
    metaCount: (key) => metas(key).length,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd,
    html,
  };
}

export const typesIn = (blocks: Record<string, unknown>[]) => blocks.map((block) => block['@type']);
