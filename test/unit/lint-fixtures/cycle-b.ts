// A deliberate import cycle (with cycle-a.ts) that `npm run lint` must refuse; see lint-rules.test.ts.
import { a } from './cycle-a';

export const b = (): unknown => a;
