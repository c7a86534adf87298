import { screen, within } from '@testing-library/react';
import { renderWithMantine } from '@test/render';
import type { ErasureReceipt } from './erasure-receipt';
import { ErasureReceiptView } from './erasure-receipt-view';

const LONG_FORM = 'Event registration: Northwind Summit 2026, Lisbon, for partners and press';
const LONG_HOOK = 'Send every new registration to the events team’s intake parser';

const receipt: ErasureReceipt = {
  searchedFor: 'jo@example.eu',
  matchedAs: 'E-mail address',
  contacts: { emails: ['jo@example.eu'], phones: [] },
  at: '2026-12-02T09:00:00Z',
  account: 'owner@example.com',
  items: [
    {
      formId: 'frm_1',
      formName: LONG_FORM,
      submissionId: 'sub_1',
      submittedAt: '2026-11-30T10:00:00Z',
      outcome: 'erased',
    },
  ],
  services: [
    {
      formName: LONG_FORM,
      webhook: LONG_HOOK,
      subscriber: 'Zapier',
      targetHost: 'hooks.example.com',
      enabled: true,
    },
  ],
  partialsNotRead: [],
  complete: true,
  summary: 'Erased 1 submission',
};

describe('the erasure receipt', () => {
  it('names every form and webhook in full: a record of what was done is never cut short', () => {
    renderWithMantine(<ErasureReceiptView receipt={receipt} onDismiss={() => {}} />);
    const row = screen.getByRole('row', { name: /sub_1/ });
    expect(within(row).getByText(LONG_FORM)).toBeInTheDocument();
    const service = screen.getByRole('listitem');
    expect(service).toHaveTextContent(
      `Zapier at hooks.example.com (webhook “${LONG_HOOK}” of “${LONG_FORM}”)`,
    );
    expect(document.body).not.toHaveTextContent('…');
  });
});
