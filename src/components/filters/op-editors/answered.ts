import { ANSWERABLE_KINDS, type FilterOpEditor } from './filter-op-editor';

export const answeredEditor: FilterOpEditor<'answered'> = {
  choices: ['answered'],
  kinds: ANSWERABLE_KINDS,
  label: () => 'is answered',
  toFilter: (_draft, column) => ({ column, op: 'answered' }),
  toDraft: () => ({ choice: 'answered' }),
};

export const notAnsweredEditor: FilterOpEditor<'notAnswered'> = {
  choices: ['notAnswered'],
  kinds: ANSWERABLE_KINDS,
  label: () => 'is not answered',
  toFilter: (_draft, column) => ({ column, op: 'notAnswered' }),
  toDraft: () => ({ choice: 'notAnswered' }),
};
