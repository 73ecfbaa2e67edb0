import path from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { APP_FRAME, SCREENS } from '../screens.mjs';
import { screenPreloads } from './screen-preloads.ts';

/** A chunk as rolldown hands it to transformIndexHtml, with only the fields the plugin reads. */
function chunk(
  fileName: string,
  source: string | null,
  imports: string[] = [],
  css: string[] = [],
) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: source && path.resolve(source),
    isEntry: source === 'src/web/main.tsx',
    imports,
    viteMetadata: { importedCss: new Set(css) },
  };
}

function fakeBundle() {
  const chunks = [
    chunk('assets/index.js', 'src/web/main.tsx', ['assets/react.js'], ['assets/index.css']),
    chunk('assets/react.js', null),
    chunk('assets/app-frame.js', APP_FRAME, ['assets/react.js'], ['assets/app.css']),
    chunk('assets/landing.js', SCREENS.landing.route, ['assets/react.js', 'assets/hero.js']),
    chunk('assets/hero.js', null),
    chunk('assets/home.js', SCREENS.home.route, ['assets/shell.js', 'assets/icons.js']),
    chunk('assets/shell.js', null, ['assets/icons.js']),
    chunk('assets/icons.js', null),
    ...(['explore', 'destination', 'profile', 'post'] as const).map((name) =>
      chunk(`assets/${name}.js`, SCREENS[name].route, ['assets/shell.js']),
    ),
  ];
  return Object.fromEntries(
    chunks.map((item) => [item.fileName, item]),
  ) as unknown as Rolldown.OutputBundle;
}

describe('screen preloads (the #roamly-screens block public/boot.js reads)', () => {
  const { files, screens } = screenPreloads(fakeBundle());
  const filesOf = (name: keyof typeof SCREENS) => screens[name]?.map((index) => files[index]);

  it("lists the landing page's chunks without the app frame or what index.html loads", () => {
    expect(filesOf('landing')).toEqual(['assets/landing.js', 'assets/hero.js']);
  });

  it('lists a signed-in screen with its imports and the app frame with app.css, route first', () => {
    expect(filesOf('home')).toEqual([
      'assets/home.js',
      'assets/shell.js',
      'assets/icons.js',
      'assets/app-frame.js',
      'assets/app.css',
    ]);
  });

  it('gives no signed-in screen any of the landing page’s own code', () => {
    for (const name of ['home', 'explore', 'destination', 'profile', 'post'] as const) {
      expect(filesOf(name)).not.toContain('assets/landing.js');
      expect(filesOf(name)).not.toContain('assets/hero.js');
    }
  });

  it('names each file once', () => {
    expect(new Set(files).size).toBe(files.length);
  });
});
