import { Hono } from 'hono';
import type { SandboxEnv } from './context';
import type { SandboxStore } from './store';

export function userRoutes(store: SandboxStore) {
  // The contract returns the user object itself, not wrapped in `{ user }`.
  return new Hono<SandboxEnv>().get('/users/me', (c) => c.json(store.user()));
}
