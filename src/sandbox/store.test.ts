import { createSeedData } from './seed';
import { SEED_FORM_IDS } from './seed-form-ids';
import { createStore } from './store';

const seed = createSeedData();
const snapshot = (store: ReturnType<typeof createStore>) => ({
  forms: store.listForms('all').map((form) => store.getForm(form.id)),
  webhooks: store.listWebhooks(),
  user: store.user(),
});

describe('createStore', () => {
  it('lists forms and webhooks newest first and filters forms by status', () => {
    const store = createStore(seed);
    const dates = store.listForms('all').map((f) => f.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(store.listForms('draft').map((f) => f.name)).toEqual([
      'Product roadmap survey',
      'Job application: Senior backend engineer',
    ]);
    const hooks = store.listWebhooks().map((w) => w.created_at);
    expect(hooks).toEqual([...hooks].sort().reverse());
  });

  it('deleting a form removes its submissions and webhooks and nothing else', () => {
    const store = createStore(seed);
    const id = SEED_FORM_IDS.eventRegistration;
    const others = store.listWebhooks().filter((w) => w.form_id !== id);
    expect(store.listWebhooks(id)).toHaveLength(2);
    expect(store.deleteForm(id)).toBe(true);
    expect(store.getForm(id)).toBeUndefined();
    expect(store.listSubmissions(id, 'all')).toEqual([]);
    expect(store.listWebhooks(id)).toEqual([]);
    expect(store.listWebhooks()).toEqual(others);
    expect(store.counts()).toMatchObject({ forms: 6, submissions: 604 - 128, webhooks: 15 });
    expect(store.deleteForm(id)).toBe(false);
  });

  it('reset() restores the seed exactly, even after objects were mutated in place', () => {
    const store = createStore(seed);
    const before = structuredClone(snapshot(store));
    const form = store.getForm(SEED_FORM_IDS.showcase);
    if (!form) throw new Error('showcase missing');
    form.form.name = 'Changed';
    form.submissions[0]!.responses.extra = 'mutated';
    store.deleteSubmission(SEED_FORM_IDS.customerFeedback, form.submissions[1]!.id);
    store.deleteSubmission(SEED_FORM_IDS.showcase, form.submissions[1]!.id);
    store.deleteWebhook(store.listWebhooks()[0]!.id);
    store.addForm({ ...structuredClone(form), form: { ...form.form, id: 'frm_new' } });
    store.reset();
    expect(snapshot(store)).toEqual(before);
    expect(snapshot(store)).toEqual(snapshot(createStore(createSeedData())));
  });

  it('keeps its own copy of the seed', () => {
    const input = createSeedData();
    const store = createStore(input);
    input.forms[0]!.form.name = 'Changed outside';
    store.reset();
    expect(store.listForms('all')[0]?.name).toBe('Newsletter signup');
  });

  it('deletes a submission only from its own form', () => {
    const store = createStore(seed);
    const sub = store.listSubmissions(SEED_FORM_IDS.supportIntake, 'all')[0]!;
    expect(store.deleteSubmission(SEED_FORM_IDS.showcase, sub.id)).toBe(false);
    expect(store.deleteSubmission(SEED_FORM_IDS.supportIntake, sub.id)).toBe(true);
    expect(store.getSubmission(SEED_FORM_IDS.supportIntake, sub.id)).toBeUndefined();
    expect(store.listSubmissions(SEED_FORM_IDS.supportIntake, 'all')).toHaveLength(85);
  });
});
