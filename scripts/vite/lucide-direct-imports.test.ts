import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lucideIconFiles, rewriteLucideImports } from './lucide-direct-imports.ts';

const PACKAGE = path.resolve('node_modules/lucide-react');
const icons = lucideIconFiles(PACKAGE);
const icon = (file: string) => JSON.stringify(path.join(PACKAGE, 'dist/esm/icons', file));

describe('lucide imports straight from each icon module (build only)', () => {
  it('knows every icon by each of its names, aliases included', () => {
    expect(icons.get('MapPin')).toBe(path.join(PACKAGE, 'dist/esm/icons/map-pin.mjs'));
    expect(icons.get('Loader2')).toBe(icons.get('LoaderCircle'));
    expect(icons.get('createLucideIcon')).toBeUndefined();
  });

  it('rewrites named imports over several lines, keeping local names and dropping types', () => {
    const code = [
      'import {',
      '  MapPin,',
      '  Loader2 as Spinner,',
      '  type LucideIcon,',
      "} from 'lucide-react';",
      "import type { LucideProps } from 'lucide-react';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(rewriteLucideImports(code, icons)).toBe(
      [
        `import MapPin from ${icon('map-pin.mjs')};`,
        `import Spinner from ${icon('loader-circle.mjs')};`,
        "import type { LucideProps } from 'lucide-react';",
        "import { useState } from 'react';",
      ].join('\n'),
    );
  });

  it('leaves what is not an icon on the package entry', () => {
    expect(
      rewriteLucideImports("import { Camera, createLucideIcon } from 'lucide-react';", icons),
    ).toBe(
      `import Camera from ${icon('camera.mjs')};\nimport { createLucideIcon } from 'lucide-react';`,
    );
  });
});
