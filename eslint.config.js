import fs from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The folder rules of "Where things are" in the README, enforced rather than trusted. Arrows
 * point one way: app → features → the shared folders (response-set, components, api, lib) →
 * contract. The sandbox is the API's stand-in: it follows the contract and knows nothing of the
 * client. A feature never imports another feature (each listed here, so a new one is covered).
 */
const features = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zone = (target, from, message, except) => ({
  target: `./src/${target}`,
  from: `./src/${from}`,
  ...(except ? { except } : {}),
  message,
});

export const importZones = [
  ...features.map((name) =>
    zone(`features/${name}`, 'features', 'A feature never imports another feature.', [`./${name}`]),
  ),
  ...['components', 'lib', 'api', 'contract', 'response-set'].flatMap((shared) => [
    zone(shared, 'features', `${shared}/ is shared: it never imports a feature.`),
    zone(shared, 'app', `${shared}/ is shared: it never imports the app shell.`),
  ]),
  zone('api', 'components', 'The API client knows nothing of the UI.'),
  zone('lib', 'components', 'lib/ holds helpers below the UI components.'),
  ...['features', 'app', 'components', 'response-set', 'api', 'lib'].map((client) =>
    zone('sandbox', client, 'The sandbox follows the contract, never the client.'),
  ),
  ...['features', 'app', 'components', 'api', 'lib', 'sandbox', 'response-set'].map((other) =>
    zone('contract', other, 'The contract module depends on nothing else in src/.'),
  ),
];

export default tseslint.config(
  { files: ['eslint.config.js'], languageOptions: { globals: globals.node } },
  {
    // lint-fixtures/ holds deliberate violations, linted only by test/unit/lint-rules.test.ts.
    ignores: [
      'dist',
      'node_modules',
      'public',
      'test-results',
      'postcss.config.cjs',
      'test/unit/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // import-x reads each imported file to follow cycles; these let it parse TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // `@/…` instead of `../../…`: a file's imports read the same wherever it sits.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./', message: 'Import from another folder with `@/`.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Respondent data must never be rendered as HTML.',
        },
        {
          selector:
            'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Respondent data must never be rendered as HTML.',
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'localStorage',
          message: 'Use the preferences store; the API key never goes to localStorage.',
        },
      ],
    },
  },
  {
    // Outside src/ (configs, bench, browser tests) relative paths to the project are the norm.
    files: ['*.ts', '*.js', 'bench/**', 'test/browser/**', 'src/build/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
