import { idFromSegment, idSegment, submissionsPath, summaryPath } from './id-route';

const ODD_IDS = [
  '..',
  '.',
  '%2F',
  'a/b',
  'a%2Fb',
  'a b',
  'ü-form',
  '~',
  '~..',
  '?x=1#y',
  '%',
  'frm_123',
];

describe('idSegment', () => {
  it.each(ODD_IDS)('%j round-trips through a URL the browser has parsed', (id) => {
    const url = new URL(`https://app.example${submissionsPath(id, id)}`);
    const [, forms, formSegment, submissions, submissionSegment] = url.pathname.split('/');
    expect([forms, submissions]).toEqual(['forms', 'submissions']);
    expect(idFromSegment(formSegment!)).toBe(id);
    expect(idFromSegment(submissionSegment!)).toBe(id);
  });

  it.each(ODD_IDS)('%j round-trips through the link to its Summary', (id) => {
    const url = new URL(`https://app.example${summaryPath(id)}`);
    const [, forms, formSegment, summary] = url.pathname.split('/');
    expect([forms, summary]).toEqual(['forms', 'summary']);
    expect(idFromSegment(formSegment!)).toBe(id);
  });

  it('keeps ordinary ids readable', () => {
    expect(idSegment('frm_123')).toBe('frm_123');
    expect(idSegment('ü')).toBe('%C3%BC');
  });

  it('a hand-typed broken escape is taken as written', () => {
    expect(idFromSegment('100%')).toBe('100%');
  });
});
