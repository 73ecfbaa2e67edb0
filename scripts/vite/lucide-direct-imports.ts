import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `import { A, B as C } from 'lucide-react'` (one or several lines; not `import type`). */
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/** Every export name of lucide-react's entry that is an icon → the icon's module file. */
export function lucideIconFiles(packageDir: string): Map<string, string> {
  const entry = readFileSync(path.join(packageDir, 'dist/esm/lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of entry.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([^']+)';/g,
  )) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) {
      if (name) files.set(name, path.join(packageDir, 'dist/esm/icons', file));
    }
  }
  return files;
}

/**
 * The import of each icon straight from its module. Imported through lucide-react's entry, every
 * module seems to reach all 2,000 icons (the entry re-exports them), so the chunking could not
 * tell which icons a screen uses (scripts/vite/chunk-groups.ts). Type-only names are dropped
 * (nothing at run time reads them); names that are not icons stay on the entry.
 */
export function rewriteLucideImports(code: string, icons: Map<string, string>): string {
  return code.replace(LUCIDE_IMPORT, (_whole, specifiers: string) => {
    const kept: string[] = [];
    const direct: string[] = [];
    for (const specifier of specifiers.split(',').map((part) => part.trim())) {
      if (!specifier || specifier.startsWith('type ')) continue;
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
      const file = icons.get(imported);
      if (file) direct.push(`import ${local} from ${JSON.stringify(file)};`);
      else kept.push(specifier);
    }
    if (kept.length > 0) direct.push(`import { ${kept.join(', ')} } from 'lucide-react';`);
    return direct.join('\n');
  });
}

/** Build only: the app's lucide imports become direct icon imports (see rewriteLucideImports). */
export function lucideDirectImports(root = process.cwd()): Plugin {
  let icons: Map<string, string> | undefined;
  return {
    name: 'roamly:lucide-direct-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(path.join(root, 'src', 'web')) || !code.includes('lucide-react')) return;
      icons ??= lucideIconFiles(path.join(root, 'node_modules', 'lucide-react'));
      return { code: rewriteLucideImports(code, icons), map: null };
    },
  };
}
