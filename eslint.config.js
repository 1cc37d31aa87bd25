// One linter for the whole tree (`npm run lint`): typescript-eslint with type information, and import rules that keep
// the folders' boundaries (CONVENTIONS.md).
import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries with core `no-restricted-imports` (regex on the import path). Import cycles: eslint-plugin-import-x
 * below (its resolver, unrs-resolver, now has its platform builds in the registry mirror).
 * A relative path that climbs (`../`, `../../`) and then names a file inside another feature's folder has left its own
 * feature. What a feature offers the others it exports from its `index.ts` (`import { x } from '../auth'`).
 * Stylesheets are global by class name, so importing another feature's CSS shares styles, not code.
 */
const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
// A file n folders below its feature's folder leaves the feature with n+1 `../` (a feature's own subfolders may share a
// name with another feature: documents/clients is not the clients of another feature).
const featureBoundaries = features.flatMap((name) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`src/features/${name}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth + 1}}(${features.filter((f) => f !== name).join('|')})/(?!index$)(?!.*\\.css$)`,
              message: `src/features/${name} may not reach into another feature's files: import what it exports from its index.ts (the folder: \`'../jobs'\`, never \`'../jobs/link'\`), or move what both need to src/app/ui or src/domain.`,
            },
          ],
        },
      ],
    },
  })),
);

/** Runtime boundaries (tests/unit/architecture.test.ts checks the same): what runs on the server or in the worker. */
const DOMAIN_MESSAGE =
  'src/domain is pure code shared by client, worker and server: no UI, storage, server or Node modules, nothing from the rest of the tree.';
// A file n folders below src/domain leaves it with n+1 `../`.
const domainDepths = [0, 1, 2, 3, 4].map((depth) => ({
  files: [`src/domain/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: ['react', 'react-dom', 'dexie', 'dexie-react-hooks', 'hono', 'postgres'].map((name) => ({ name, message: DOMAIN_MESSAGE })),
        patterns: [
          { group: ['node:*', '@electric-sql/*', 'react-dom/*', 'hono/*'], message: DOMAIN_MESSAGE },
          { regex: `^(\\.\\./){${depth + 1},}`, message: DOMAIN_MESSAGE },
        ],
      },
    ],
  },
}));
const runtimeBoundaries = [
  ...domainDepths,
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+src/(?!domain(/|$))', message: 'api/ takes only src/domain from the client tree.' }] },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!domain(/|$)|data(/|$))',
              message: 'sw/ takes only src/domain and the sync engine (src/data) from the client tree, never React screens.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', '.bench-base/**', 'data/**', '.tmp/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'public/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Type-aware rules named by the house conventions (the full type-checked preset is not on: its no-unsafe-* rules
      // would first need the tests' `any` helpers typed).
      // react-router's navigate() is typed void | Promise<void>; under <BrowserRouter> (declarative mode) it never returns a promise.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  ...featureBoundaries,
  ...runtimeBoundaries,
  {
    // An import cycle between modules that run code at load (`const X = plainTable(...)` at the top of a repo) ends in a
    // ReferenceError at start-up that neither the compiler nor the other rules see (issue 20). Type-only imports do not
    // count: they are gone at run time.
    files: ['api/**/*.ts', 'src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // how import-x reads the modules it follows (its TypeScript preset, without the legacy resolver it names)
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests read response JSON whose shape is what they assert (TestClient's `any` body), and run small HTTP servers
    // whose async request handlers fail the test through vitest's unhandled-rejection report.
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
