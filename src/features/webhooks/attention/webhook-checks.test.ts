import { checkTargetUrl, checkWebhooks, isDevelopmentHost } from './webhook-checks';

const kinds = (url: string) => checkTargetUrl(url).map((finding) => finding.kind);

describe('checkTargetUrl', () => {
  it.each([
    ['https://hooks.zapier.example/catch/1', []],
    ['HTTPS://HOOKS.Example.COM/In', []],
    ['http://hooks.example/in', ['insecure']],
    ['HTTP://hooks.example/in', ['insecure']],
    ['javascript:alert(1)', ['invalid']],
    ['JavaScript:alert(1)', ['invalid']],
    ['ftp://files.example/in', ['invalid']],
    ['not a url', ['invalid']],
    ['', ['invalid']],
    ['https://bot:hunter2@hooks.example/in', ['credential']],
    ['https://token123@hooks.example/in', ['credential']],
    ['https://hooks.example/in?token=abc', ['credential']],
    ['https://hooks.example/in?jwt=e30', ['credential']],
    ['https://hooks.example/in?code=abc', ['credential']],
    ['https://hooks.example/in?hmac=abc', ['credential']],
    ['https://hooks.example/in;token=abc', ['credential']],
    ['https://hooks.slack.com/services/T01/B02/secret', ['credential']],
    ['https://discord.com/api/webhooks/1234/token', ['credential']],
    ['http://localhost:3000/hook', ['insecure', 'development']],
  ])('%s → %j', (url, expected) => {
    expect(kinds(url)).toEqual(expected);
  });

  it('an IDN host is judged by its punycode and is no development address', () => {
    expect(kinds('https://bücher.example/hook')).toEqual([]);
    // Full-width letters normalise to "localhost".
    expect(kinds('https://ｌｏｃａｌｈｏｓｔ/hook')).toEqual(['development']);
  });
});

describe('isDevelopmentHost', () => {
  const hostOf = (url: string) => new URL(url).hostname;

  it.each([
    'https://localhost/x',
    'https://localhost./x',
    'https://LOCALHOST/x',
    'https://app.localhost/x',
    'https://printer.local/x',
    'https://127.0.0.1/x',
    'https://127.8.9.10/x',
    'https://0x7f.1/x',
    'https://10.1.2.3/x',
    'https://172.16.0.1/x',
    'https://172.31.255.255/x',
    'https://192.168.1.20/x',
    'https://169.254.169.254/x',
    'https://100.64.0.1/x',
    'https://0.0.0.0/x',
    'https://[::1]/x',
    'https://[::]/x',
    'https://[fd12:3456::1]/x',
    'https://[fc00::1]/x',
    'https://[fe80::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[::ffff:192.168.0.1]/x',
    'https://abc123.ngrok-free.app/x',
    'https://abc.ngrok.io/x',
    'https://quiet-fox.loca.lt/x',
    'https://words-here.trycloudflare.com/x',
  ])('%s is a development address', (url) => {
    expect(isDevelopmentHost(hostOf(url))).toBe(true);
  });

  it.each([
    'https://hooks.example/x',
    'https://172.32.0.1/x',
    'https://172.15.0.1/x',
    'https://192.169.0.1/x',
    'https://8.8.8.8/x',
    'https://[2001:db8::1]/x',
    'https://[::ffff:8.8.8.8]/x',
    'https://notlocalhost.example/x',
    'https://ngrok.io.example/x',
    'https://localhost.example/x',
  ])('%s is not', (url) => {
    expect(isDevelopmentHost(hostOf(url))).toBe(false);
  });
});

describe('checkWebhooks', () => {
  const base = {
    form_id: 'frm_a',
    url: 'https://hooks.example/a',
    signing_secret: 'whsec_0123456789abcdef',
    enabled: true,
  };

  it('finds short and empty secrets, gone forms, duplicate targets on one form and disabled', () => {
    const found = checkWebhooks(
      [
        { ...base, id: 'ok' },
        { ...base, id: 'short', url: 'https://hooks.example/b', signing_secret: 'abc' },
        { ...base, id: 'empty', url: 'https://hooks.example/c', signing_secret: '' },
        { ...base, id: 'gone', form_id: 'frm_gone', url: 'https://hooks.example/a' },
        { ...base, id: 'dup1', form_id: 'frm_b', url: 'https://hooks.example/d' },
        { ...base, id: 'dup2', form_id: 'frm_b', url: 'HTTPS://HOOKS.example/d' },
        { ...base, id: 'off', url: 'https://hooks.example/e', enabled: false },
      ],
      (formId) => formId === 'frm_gone',
    );
    const kindsOf = (id: string) => found.get(id)?.map((finding) => finding.kind);
    expect(kindsOf('ok')).toEqual([]);
    expect(kindsOf('short')).toEqual(['weak-secret']);
    expect(kindsOf('empty')).toEqual(['weak-secret']);
    expect(found.get('empty')?.[0]?.reason).toMatch(/No signing secret/);
    // The same URL on another form is no duplicate.
    expect(kindsOf('gone')).toEqual(['form-gone']);
    expect(kindsOf('dup1')).toEqual(['duplicate']);
    expect(kindsOf('dup2')).toEqual(['duplicate']);
    expect(kindsOf('off')).toEqual(['disabled']);
  });
});
