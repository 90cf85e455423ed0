import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Every import arrow points down, and lint keeps it so (.oxlintrc.json, README "Layout"): for
 * each zone this plants a file with an upward import, runs the project's oxlint on it and
 * expects the failure to name the rule; the same file with an allowed import passes. The
 * planted files sit inside the zone (the overrides match by path) and are removed afterwards.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const oxlint = join(root, 'node_modules', '.bin', 'oxlint');
const run = promisify(execFile);

async function lint(file: string, source: string, flags: string[] = []): Promise<{ code: number; output: string }> {
  const path = join(root, file);
  writeFileSync(path, source);
  try {
    const { stdout, stderr } = await run(oxlint, ['-c', '.oxlintrc.json', '--deny-warnings', ...flags, file], { cwd: root });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  } finally {
    rmSync(path, { force: true });
  }
}

// A name no one else uses, so parallel runs and the real tree never meet.
const probe = (folder: string) => `${folder}/zz-lint-zone-probe-${process.pid}.ts`;

interface Zone {
  folder: string;
  forbidden: Array<{ source: string; rule: string }>;
  allowed: string;
}

const zones: Zone[] = [
  {
    folder: 'client/src/lib',
    forbidden: [
      { source: "import { Shell } from '@/shell/Shell';\nexport { Shell };\n", rule: 'no-restricted-imports' },
      { source: "import { NewsRoute } from '../features/news/routes/NewsRoute';\nexport { NewsRoute };\n", rule: 'no-restricted-imports' },
      { source: "import { router } from '@/app/router';\nexport { router };\n", rule: 'no-restricted-imports' },
    ],
    allowed: "import { formatDate } from './format';\nimport { graphql } from '@/gql';\nexport { formatDate, graphql };\n",
  },
  {
    folder: 'client/src/components/ui',
    forbidden: [
      { source: "import { NAV_LINKS } from '../../shell/nav-links';\nexport { NAV_LINKS };\n", rule: 'no-restricted-imports' },
      { source: "import { x } from '@/features/items/x';\nexport { x };\n", rule: 'no-restricted-imports' },
    ],
    allowed: "import { formatDate } from '@/lib/format';\nexport { formatDate };\n",
  },
  {
    folder: 'server/game-data/rules',
    forbidden: [
      { source: "import { readFileSync } from 'node:fs';\nexport { readFileSync };\n", rule: 'no-nodejs-modules' },
      { source: "import { join } from 'path';\nexport { join };\n", rule: 'no-nodejs-modules' },
      { source: "import { ITEMS } from '../data/items';\nexport { ITEMS };\n", rule: 'no-restricted-imports' },
      { source: "import { loadConfig } from '../../src/config';\nexport { loadConfig };\n", rule: 'no-restricted-imports' },
    ],
    allowed: "import { MAX_LEVEL } from './constants';\nimport type { Trait } from '../schemas';\nexport { MAX_LEVEL };\nexport type { Trait };\n",
  },
  {
    folder: 'server/src/modules',
    forbidden: [
      { source: "import { mountClient } from '../http/pages/client-pages';\nexport { mountClient };\n", rule: 'no-restricted-imports' },
      { source: "import { createServices } from '../services';\nexport { createServices };\n", rule: 'no-restricted-imports' },
      { source: "import { createAuth } from '../auth';\nexport { createAuth };\n", rule: 'no-restricted-imports' },
      { source: "import { createSchema } from '../schema';\nexport { createSchema };\n", rule: 'no-restricted-imports' },
    ],
    allowed: "import { badUserInput } from '../graphql/errors';\nimport type { PageMeta } from './page-meta';\nexport { badUserInput };\nexport type { PageMeta };\n",
  },
  {
    folder: 'server/src/graphql',
    forbidden: [
      { source: "import { BuildsService } from '../modules/builds/builds.service';\nexport { BuildsService };\n", rule: 'no-restricted-imports' },
      { source: "import type { BuildDocument } from '../modules/builds/build.model';\nexport type { BuildDocument };\n", rule: 'no-restricted-imports' },
      { source: "import type { GraphQLContext } from '../context';\nexport type { GraphQLContext };\n", rule: 'no-restricted-imports' },
    ],
    allowed: "import { badUserInput } from './errors';\nexport { badUserInput };\n",
  },
  {
    folder: 'server/src/auth',
    forbidden: [
      { source: "import { limitByAddress } from '../http/guards/address-limit';\nexport { limitByAddress };\n", rule: 'no-restricted-imports' },
    ],
    allowed: "import type { ProfileDocument } from '../modules/profiles/profile.model';\nimport { DocumentSessionStore } from './session-store';\nexport { DocumentSessionStore };\nexport type { ProfileDocument };\n",
  },
  {
    folder: 'server/src/serving',
    forbidden: [
      { source: "import { crossOriginReads } from '../http/guards/cross-origin';\nexport { crossOriginReads };\n", rule: 'no-restricted-imports' },
    ],
    allowed: "import { isEmbedPage } from './embed-pages';\nimport { depthLimitMessage } from '../graphql/precheck';\nexport { depthLimitMessage, isEmbedPage };\n",
  },
  {
    folder: 'server/src/metrics',
    forbidden: [
      { source: "import { observeHttp } from '../http/metrics';\nexport { observeHttp };\n", rule: 'no-restricted-imports' },
      { source: "import { classify } from '../serving/classify';\nexport { classify };\n", rule: 'no-restricted-imports' },
    ],
    allowed: "import type { Store } from '../store/port';\nexport type { Store };\n",
  },
];

describe('lint zones: an import that runs back up fails lint', () => {
  for (const zone of zones) {
    describe(`${zone.folder}`, () => {
      for (const { source, rule } of zone.forbidden) {
        const specifier = /from '([^']+)'/.exec(source)![1]!;
        it(`refuses ${specifier}`, async () => {
          const { code, output } = await lint(probe(zone.folder), source);
          expect({ code, output }).not.toMatchObject({ code: 0 });
          expect(output).toContain(rule);
          expect(output).toContain(specifier);
        });
      }
      it('passes an allowed import', async () => {
        const { code, output } = await lint(probe(zone.folder), zone.allowed);
        expect({ code, output }).toMatchObject({ code: 0 });
        expect(output).toContain('Found 0 warnings and 0 errors');
      });
    });
  }
});

describe('lint: no import circle', () => {
  // Two planted files in one zone that import each other (a type import counts: it ties the files as
  // much for a reader); lint names the rule on both. One direction alone passes.
  const first = probe('client/src/lib');
  const second = first.replace('.ts', '-other.ts');
  const name = (file: string) => `./${file.split('/').pop()!.replace('.ts', '')}`;

  async function lintPair(firstSource: string, secondSource: string) {
    writeFileSync(join(root, second), secondSource);
    try {
      return await lint(first, firstSource);
    } finally {
      rmSync(join(root, second), { force: true });
    }
  }

  it('refuses two files that import each other', async () => {
    const { code, output } = await lintPair(`import { b } from '${name(second)}';\nexport const a = () => b;\n`, `import type { a } from '${name(first)}';\nexport const b = 1;\nexport type A = typeof a;\n`);
    expect({ code, output }).not.toMatchObject({ code: 0 });
    expect(output).toContain('no-cycle');
  });

  it('passes an import one way', async () => {
    const { code, output } = await lintPair(`import { b } from '${name(second)}';\nexport const a = () => b;\n`, 'export const b = 1;\n');
    expect({ code, output }).toMatchObject({ code: 0 });
  });
});

describe('lint: an object in a condition', () => {
  // A store call's result object is always truthy: `if (!(await updateOne(...)))` never fires, which
  // once let an edit of a deleted comment pass as done. The type-aware rule reads the types.
  const file = probe('server/src/modules');
  const source = (condition: string) =>
    `interface Result { matchedCount: number }\nexport async function edited(update: () => Promise<Result>, found: Result | null): Promise<boolean> {\n  if (${condition}) return false;\n  return found !== null;\n}\n`;

  it('refuses an object that is always truthy', { timeout: 300_000 }, async () => {
    const { code, output } = await lint(file, source('!(await update())'), ['--type-aware']);
    expect({ code, output }).not.toMatchObject({ code: 0 });
    expect(output).toContain('strict-boolean-expressions');
  });

  it('passes a count, and an object that may be missing', { timeout: 300_000 }, async () => {
    const { code, output } = await lint(file, source('(await update()).matchedCount === 0 || !found'), ['--type-aware']);
    expect({ code, output }).toMatchObject({ code: 0 });
  });
});

describe('lint: no hand-written source file over 400 lines', () => {
  const file = probe('client/src/lib');
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

  it('refuses a file of 401 lines', async () => {
    const { code, output } = await lint(file, lines(401));
    expect({ code, output }).not.toMatchObject({ code: 0 });
    expect(output).toContain('max-lines');
  });

  it('passes a file of 400 lines', async () => {
    const { code, output } = await lint(file, lines(400));
    expect({ code, output }).toMatchObject({ code: 0 });
  });
});
