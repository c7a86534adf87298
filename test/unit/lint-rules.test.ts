import { ESLint } from 'eslint';

// The folder rules are ESLint's to enforce; these deliberate violations prove that it does.
const eslint = new ESLint({ ignore: false });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const contract =
  "import { QUESTION_TYPES } from '@/contract/question-types';\nexport const x = QUESTION_TYPES;\n";

// ESLint builds the TypeScript program for the first files it lints: over 10 s on a busy machine.
describe('the folder rules', { timeout: 60_000 }, () => {
  it('refuses a feature that imports another feature, and allows its own files', async () => {
    const other =
      "import { FormsPage } from '@/features/forms/forms-page';\nexport const x = FormsPage;\n";
    expect(await ruleIds(other, 'src/features/webhooks/x.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    const own =
      "import { FormsTable } from '@/features/forms/table/forms-table';\nexport const x = FormsTable;\n";
    expect(await ruleIds(own, 'src/features/forms/x.ts')).toEqual([]);
  });

  it('keeps shared code and the sandbox away from features, the app and the UI', async () => {
    const feature =
      "import { FormsPage } from '@/features/forms/forms-page';\nexport const x = FormsPage;\n";
    const app = "import { AppRoutes } from '@/app/routes';\nexport const x = AppRoutes;\n";
    const ui =
      "import { EmptyState } from '@/components/empty-state';\nexport const x = EmptyState;\n";
    for (const file of [
      'src/components/x.ts',
      'src/lib/x.ts',
      'src/api/x.ts',
      'src/sandbox/x.ts',
    ]) {
      expect(await ruleIds(feature, file)).toContain('import-x/no-restricted-paths');
      expect(await ruleIds(app, file)).toContain('import-x/no-restricted-paths');
    }
    expect(await ruleIds(ui, 'src/sandbox/x.ts')).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(ui, 'src/api/x.ts')).toContain('import-x/no-restricted-paths');
  });

  it('keeps the sandbox away from the client, and lets it follow the contract', async () => {
    const client = "import { apiRequest } from '@/api/client';\nexport const x = apiRequest;\n";
    expect(await ruleIds(client, 'src/sandbox/x.ts')).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(contract, 'src/sandbox/x.ts')).toEqual([]);
  });

  it('keeps the contract free of anything else in src/', async () => {
    const imports = [
      "import { apiRequest } from '@/api/client';\nexport const x = apiRequest;\n",
      "import { EmptyState } from '@/components/empty-state';\nexport const x = EmptyState;\n",
      "import { sleep } from '@/lib/sleep';\nexport const x = sleep;\n",
      "import { createSandbox } from '@/sandbox/handler';\nexport const x = createSandbox;\n",
      "import { searchTerms } from '@/response-set/search';\nexport const x = searchTerms;\n",
      "import { FormsPage } from '@/features/forms/forms-page';\nexport const x = FormsPage;\n",
      "import { AppRoutes } from '@/app/routes';\nexport const x = AppRoutes;\n",
    ];
    for (const code of imports) {
      expect(await ruleIds(code, 'src/contract/x.ts')).toContain('import-x/no-restricted-paths');
    }
    expect(await ruleIds(contract, 'src/contract/x.ts')).toEqual([]);
  });

  it('keeps the response set below the features and the app', async () => {
    const feature =
      "import { FormsPage } from '@/features/forms/forms-page';\nexport const x = FormsPage;\n";
    const app = "import { AppRoutes } from '@/app/routes';\nexport const x = AppRoutes;\n";
    for (const code of [feature, app]) {
      expect(await ruleIds(code, 'src/response-set/x.ts')).toContain(
        'import-x/no-restricted-paths',
      );
    }
    expect(await ruleIds(contract, 'src/response-set/x.ts')).toEqual([]);
  });

  it('refuses `../` chains in src/', async () => {
    const code = "import { theme } from '../../app/theme';\nexport const x = theme;\n";
    expect(await ruleIds(code, 'src/features/forms/x.ts')).toContain('no-restricted-imports');
  });

  it('refuses an import cycle', async () => {
    const [result] = await eslint.lintFiles(['test/unit/lint-fixtures/cycle-a.ts']);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
