import { describe, expect, it } from 'vitest';
import {
  erasedSummary,
  eraseNotOfferedReason,
  namesInWords,
  partialsNotReadText,
  searchCoverage,
} from './erasure-coverage';

const form = (
  formId: string,
  state: Partial<{ complete: boolean; failed: boolean; completedOnly: boolean }> = {},
) => ({
  formId,
  formName: `Form ${formId}`,
  complete: true,
  failed: false,
  completedOnly: false,
  ...state,
});

describe('searchCoverage', () => {
  it('tells the forms still loading, the failed ones and those read on completed only', () => {
    const coverage = searchCoverage([
      form('a'),
      form('b', { complete: false }),
      form('c', { complete: false, failed: true }),
      form('d', { completedOnly: true }),
    ]);
    expect(coverage.loading.map((item) => item.formId)).toEqual(['b']);
    expect(coverage.failed.map((item) => item.formId)).toEqual(['c']);
    expect(coverage.partialsNotRead).toEqual([{ formId: 'd', formName: 'Form d' }]);
  });
});

describe('eraseNotOfferedReason', () => {
  it('is null once every form is searched, even on completed submissions only', () => {
    expect(
      eraseNotOfferedReason(searchCoverage([form('a'), form('b', { completedOnly: true })])),
    ).toBeNull();
  });

  it('counts the forms still loading and those that failed: neither is searched', () => {
    expect(
      eraseNotOfferedReason(
        searchCoverage([form('a', { complete: false }), form('b', { complete: false }), form('c')]),
      ),
    ).toBe('Erase is offered once every form is searched: 2 forms still loading');
    expect(
      eraseNotOfferedReason(
        searchCoverage([
          form('a', { complete: false }),
          form('b', { complete: false, failed: true }),
        ]),
      ),
    ).toBe(
      'Erase is offered once every form is searched: 1 form still loading, 1 form could not be loaded (Retry it above)',
    );
  });
});

describe('the words of what was not read', () => {
  it('lists the names as a sentence does', () => {
    expect(namesInWords(['A'])).toBe('A');
    expect(namesInWords(['A', 'B'])).toBe('A and B');
    expect(namesInWords(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('says the person may have more where partial submissions were not read', () => {
    expect(partialsNotReadText([])).toBeNull();
    expect(partialsNotReadText(['Café', 'Jobs'])).toBe(
      'partial submissions of Café and Jobs could not be read, so this person may have more there',
    );
    expect(erasedSummary(1, [])).toBe('Erased 1 submission');
    expect(erasedSummary(2, ['Café'])).toBe(
      'Erased 2 submissions; partial submissions of Café could not be read, so this person may have more there',
    );
  });
});
