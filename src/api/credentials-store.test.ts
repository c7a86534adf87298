import {
  credentialsStore,
  KEY_NOT_REMEMBERED_NOTICE,
  SIGNED_OUT_NOTICE,
} from './credentials-store';

const credentials = { baseUrl: 'https://api.test/v1', apiKey: 'k-123' };

describe('credentialsStore', () => {
  it('keeps the key in memory only, unless the user opts in to sessionStorage', () => {
    credentialsStore.signIn(credentials, false);
    expect(credentialsStore.get().credentials).toEqual(credentials);
    // Only the flag that this tab was signed in: no key, no base URL.
    expect({ ...window.sessionStorage }).toEqual({ 'formdeck.signedIn': '1' });
    expect(window.localStorage.length).toBe(0);

    credentialsStore.signIn(credentials, true);
    expect(window.sessionStorage.getItem('formdeck.session')).toContain('k-123');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('k-123');
  });

  it('a remembered key survives a reload; sign-out forgets it with a notice', () => {
    credentialsStore.signIn(credentials, true);
    credentialsStore.reload();
    expect(credentialsStore.get().credentials).toEqual(credentials);
    credentialsStore.signOut('signed-out');
    expect(credentialsStore.get()).toEqual({
      credentials: null,
      notice: SIGNED_OUT_NOTICE,
      checkingOtherTabs: false,
      offer: null,
    });
    expect(window.sessionStorage.getItem('formdeck.session')).toBeNull();
    credentialsStore.reload();
    expect(credentialsStore.get().credentials).toBeNull();
  });

  it('a reload that lost a key in memory only says so, once; a sign-out or a remembered key does not', () => {
    credentialsStore.signIn(credentials, false);
    credentialsStore.reload();
    expect(credentialsStore.get()).toEqual({
      credentials: null,
      notice: KEY_NOT_REMEMBERED_NOTICE,
      checkingOtherTabs: false,
      offer: null,
    });
    credentialsStore.reload();
    expect(credentialsStore.get().notice).toBeNull();

    credentialsStore.signIn(credentials, false);
    credentialsStore.signOut();
    credentialsStore.reload();
    expect(credentialsStore.get().notice).toBeNull();

    credentialsStore.signIn(credentials, true);
    credentialsStore.reload();
    expect(credentialsStore.get()).toEqual({
      credentials,
      notice: null,
      checkingOtherTabs: false,
      offer: null,
    });
  });
});
