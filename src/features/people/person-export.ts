import type { Question, Submission } from '@/api/schemas';
import { toFileList } from '@/components/answers/answer-guards';
import { answerToText } from '@/components/answers/answer-text';
import { safeHttpUrl } from '@/components/answers/safe-url';
import { formatDateTime } from '@/lib/format-date';
import {
  type Contacts,
  contactsText,
  isSeveral,
  severalCount,
} from '@/features/people/search/person-contacts';

/** One form's part of a person's data. */
export type ExportedForm = {
  form: { id: string; name: string };
  questions: readonly Question[];
  submissions: readonly Submission[];
};

type About = {
  searchedFor: string;
  matchedAs: string;
  at: Date;
  account: string | null;
  /** The e-mail addresses and phone numbers the exported submissions give. */
  contacts: Contacts;
};

/** Every submission with its form and questions, the answers exactly as the API gave them. */
export function personJson(about: About, forms: readonly ExportedForm[]): string {
  return JSON.stringify(
    {
      exportedAt: about.at.toISOString(),
      account: about.account,
      searchedFor: about.searchedFor,
      matchedAs: about.matchedAs,
      contacts: about.contacts,
      forms,
    },
    null,
    2,
  );
}

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1a1a1a; background: #fff; }
h1 { font-size: 1.6rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #ccc; }
h3 { font-size: 1rem; margin-bottom: .25rem; }
dl { display: grid; grid-template-columns: minmax(8rem, 14rem) 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
dt { color: #555; } dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
section { break-inside: avoid; }
@media (prefers-color-scheme: dark) { body { background: #1a1b1e; color: #e9ecef; } dt { color: #adb5bd; } a { color: #8ab4f8; } }
`;

/**
 * The same data as a document a person can read and print: each form, each question and answer,
 * file links. Built with DOM nodes and text, so no respondent's text is ever read as HTML; no
 * script, no request to any host.
 */
export function personHtml(about: About, forms: readonly ExportedForm[]): string {
  const doc = document.implementation.createHTMLDocument('');
  const add = <K extends keyof HTMLElementTagNameMap>(parent: Node, tag: K, text?: string) => {
    const element = doc.createElement(tag);
    if (text !== undefined) element.textContent = text;
    parent.appendChild(element);
    return element;
  };
  const meta = add(doc.head, 'meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = "default-src 'none'; style-src 'unsafe-inline'";
  // Several addresses may be several people: the document does not call them one.
  const several = isSeveral(about.contacts);
  doc.title = several ? `Data found for “${about.searchedFor}”` : `Data of ${about.searchedFor}`;
  add(doc.head, 'style', STYLE);
  add(doc.body, 'h1', several ? doc.title : `Data stored for ${about.searchedFor}`);
  add(
    doc.body,
    'p',
    `${several ? `${severalCount(about.contacts)}, which may be different people` : 'The e-mail addresses and phone numbers these submissions give'}: ` +
      `${contactsText(about.contacts)}.`,
  );
  const total = forms.reduce((sum, form) => sum + form.submissions.length, 0);
  add(
    doc.body,
    'p',
    `${total} submission${total === 1 ? '' : 's'} in ${forms.length} form${forms.length === 1 ? '' : 's'}, ` +
      `found by ${about.matchedAs.toLowerCase()}; exported on ${formatDateTime(about.at.toISOString())}` +
      (about.account ? ` by ${about.account}.` : '.'),
  );
  for (const { form, questions, submissions } of forms) {
    add(doc.body, 'h2', form.name);
    for (const submission of submissions) {
      const section = add(doc.body, 'section');
      add(
        section,
        'h3',
        `Submitted ${formatDateTime(submission.created_at)} (${submission.is_partial ? 'partial' : 'completed'}), id ${submission.id}`,
      );
      const list = add(section, 'dl');
      const typeOf = new Map(questions.map((question) => [question.id, question]));
      for (const [key, value] of Object.entries(submission.responses)) {
        const question = typeOf.get(key);
        add(list, 'dt', question?.name ?? key);
        const answer = add(list, 'dd', answerToText(question?.type ?? '', value) || 'No answer');
        for (const file of toFileList(value) ?? []) {
          const href = safeHttpUrl(file.url);
          if (!href) continue;
          answer.appendChild(doc.createElement('br'));
          const link = add(answer, 'a', file.name);
          link.href = href;
          link.rel = 'noreferrer';
        }
      }
    }
  }
  return `<!doctype html>\n${doc.documentElement.outerHTML}`;
}
