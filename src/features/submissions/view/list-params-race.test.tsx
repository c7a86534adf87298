import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useResponseViewParams } from '@/response-set/use-response-view-params';
import { useSubmissionListParams } from './use-submission-list-params';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/forms/f1/submissions?filter=all']}>{children}</MemoryRouter>
);

function useListControls() {
  return { ...useResponseViewParams(), list: useSubmissionListParams(), location: useLocation() };
}

// Over 50,000 responses a new view takes a moment to render: a control used in that moment
// must build on the change before it, not on what was last rendered.
describe('list controls used before the page re-renders', () => {
  it('a page chosen right after a search keeps the search', () => {
    const { result } = renderHook(useListControls, { wrapper });
    act(() => {
      result.current.setView({ search: 'dark mode' });
      result.current.list.update({ page: 2 });
    });
    const params = new URLSearchParams(result.current.location.search);
    expect(params.get('q')).toBe('dark mode');
    expect(params.get('page')).toBe('2');
    expect(params.get('filter')).toBe('all');
  });

  it('a sort right after a filter keeps the filter, and both start at page 1', () => {
    const { result } = renderHook(useListControls, { wrapper });
    act(() => result.current.list.update({ page: 3 }));
    act(() => {
      result.current.setView({ tab: 'partial' });
      result.current.setView({ sort: { column: 'submitted', direction: 'desc' } });
    });
    const params = new URLSearchParams(result.current.location.search);
    expect(params.get('filter')).toBe('partial');
    expect(params.get('sort')).toBe('submitted');
    expect(params.get('dir')).toBe('desc');
    expect(params.get('page')).toBeNull();
  });
});
