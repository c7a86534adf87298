import { ESLint } from 'eslint';

// The folder rules are ESLint's to enforce; these deliberate violations prove that it does.
const eslint = new ESLint({ ignore: false });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the folder rules', () => {
  it('refuses a feature that imports another feature, and allows its own files', async () => {
    const other =
      "import { FormsPage } from '@/features/forms/forms-page';\nexport const x = FormsPage;\n";
    expect(await ruleIds(other, 'src/features/webhooks/x.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    const own =
      "import { FormsTable } from '@/features/forms/forms-table';\nexport const x = FormsTable;\n";
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

  it('refuses `../` chains in src/', async () => {
    const code = "import { theme } from '../../app/theme';\nexport const x = theme;\n";
    expect(await ruleIds(code, 'src/features/forms/x.ts')).toContain('no-restricted-imports');
  });

  it('refuses an import cycle', async () => {
    const [result] = await eslint.lintFiles(['test/unit/lint-fixtures/cycle-a.ts']);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
