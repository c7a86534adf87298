// A deliberate import cycle (with cycle-b.ts) that `npm run lint` must refuse; see lint-rules.test.ts.
import { b } from './cycle-b';

export const a = () => b();
