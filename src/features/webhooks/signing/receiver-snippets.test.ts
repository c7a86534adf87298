import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { receiverSnippet, SECRET_PLACEHOLDER, type SnippetLanguage } from './receiver-snippets';
import { SIGNATURE_FORMS, verifyDelivery } from './webhook-signature';

const SECRET = 'whsec_3xampleS3cretOfThirtyTwoChars';
// A lone surrogate: UTF-8 cannot hold it; the service, TextEncoder and Node key it as U+FFFD.
const LONE_SURROGATE = 'whsec_\uD800_lone_surrogate_secret';
const BODY = '{"event":"submission.created","submission_id":"sub_1"}';
const CRLF_BODY = '--b\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n--b--\r\n';

/** Runs the Node.js snippet as a receiver would, and returns its `isGenuine`. */
function nodeReceiver(secret: string): (rawBody: Buffer, signature: string) => boolean {
  const code = receiverSnippet('node', secret);
  // The snippet as shipped, run as a receiver would run it.
  const run = new Function('require', `${code}\nreturn isGenuine;`) as (
    require: NodeJS.Require,
  ) => (rawBody: Buffer, signature: string) => boolean;
  return run(createRequire(import.meta.url));
}

/** Whether a command runs on this machine (python3 and php are not everywhere). */
const runs = (command: string) => spawnSync(command, ['--version']).status === 0;

type Case = { secret: string; body: string; signature: string };

/** Every form a signature may come in, and near misses, for one secret and body. */
function signatureCases(secret: string, body: string): Case[] {
  const mac = createHmac('sha256', secret).update(body).digest();
  const base64 = mac.toString('base64');
  const hex = mac.toString('hex');
  const urlSafe = base64.replace(/\+/g, '-').replace(/\//g, '_');
  const other = createHmac('sha256', secret).update(`${body} `).digest('base64');
  return [
    base64,
    base64.replace(/=$/, ''),
    urlSafe,
    urlSafe.replace(/=$/, ''),
    hex,
    hex.toUpperCase(),
    `sha256=${base64}`,
    `SHA256=${hex}`,
    ` \t${base64}\r\n`,
    `sha256=${hex}\n\n`,
    // Refused:
    other,
    `sha512=${hex}`,
    `sha256=sha256=${base64}`,
    `sha256= ${base64}`,
    `\u017Fha256=${hex}`,
    `\u00A0${base64}`,
    hex.slice(1),
    base64.slice(2),
    `${base64}=`,
    `${base64.slice(0, 20)} ${base64.slice(20)}`,
    '',
  ].map((signature) => ({ secret, body, signature }));
}

const CASES = [SECRET, LONE_SURROGATE].flatMap((secret) => [
  ...signatureCases(secret, BODY),
  ...signatureCases(secret, CRLF_BODY),
]);

/** What the page's verifier says of each case: the answers every snippet must give. */
const verdicts = () =>
  Promise.all(
    CASES.map(
      async ({ secret, body, signature }) =>
        (await verifyDelivery(secret, body, signature)).status === 'match',
    ),
  );

/** Runs the Python snippet of each case's secret over the case, in one python3. */
function pythonAnswers(): boolean[] {
  const harness = `
import json, sys
answers = []
for case in json.load(sys.stdin):
    scope = {}
    exec(case["code"], scope)
    answers.append(scope["is_genuine"](bytes.fromhex(case["body"]), case["signature"]))
print(json.dumps(answers))
`;
  const input = CASES.map(({ secret, body, signature }) => ({
    code: receiverSnippet('python', secret),
    body: Buffer.from(body).toString('hex'),
    signature,
  }));
  const result = spawnSync('python3', ['-c', harness], {
    input: JSON.stringify(input),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as boolean[];
}

/** Runs the PHP snippet's functions (all but its last lines, which answer a request). */
function phpAnswers(): boolean[] {
  return CASES.map(({ secret, body, signature }) => {
    const code = receiverSnippet('php', secret);
    const functions = code.slice(0, code.indexOf('\nif (!is_genuine('));
    const harness = `${functions}
$case = json_decode(stream_get_contents(STDIN), true);
echo json_encode(is_genuine(hex2bin($case['body']), $case['signature']));
`;
    const run = spawnSync('php', ['-r', harness.replace(/^<\?php\n/, '')], {
      input: JSON.stringify({ body: Buffer.from(body).toString('hex'), signature }),
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout) as boolean;
  });
}

describe('receiver snippets', () => {
  it('the verifier accepts the forms SIGNATURE_FORMS lists and refuses the near misses', async () => {
    const answers = await verdicts();
    // Per secret and body: ten forms accepted, eleven refused.
    expect(answers).toEqual(
      Array.from({ length: 4 }, () => [
        ...Array<boolean>(10).fill(true),
        ...Array<boolean>(11).fill(false),
      ]).flat(),
    );
  });

  it('the Node.js snippet, run, accepts exactly what the verifier accepts', async () => {
    const expected = await verdicts();
    const answers = CASES.map(({ secret, body, signature }) =>
      nodeReceiver(secret)(Buffer.from(body), signature),
    );
    expect(answers).toEqual(expected);
  });

  it(
    runs('python3')
      ? 'the Python snippet, run by python3, accepts exactly what the verifier accepts'
      : 'the Python snippet is written with the verifier’s forms (no python3 to run it here)',
    async () => {
      const python = receiverSnippet('python', LONE_SURROGATE);
      // The lone surrogate is written as the U+FFFD it is keyed by: encode() cannot refuse it.
      expect(python).toContain(`SECRET = "whsec_\uFFFD_lone_surrogate_secret".encode()`);
      expect(python).toContain(`signature.strip(" \\t\\r\\n")`);
      for (const form of [SIGNATURE_FORMS.hex, SIGNATURE_FORMS.base64]) {
        expect(python).toContain(`re.fullmatch(r"${form}", value)`);
      }
      expect(python).toContain('hmac.compare_digest(given, expected)');
      if (runs('python3')) expect(pythonAnswers()).toEqual(await verdicts());
    },
  );

  it(
    runs('php')
      ? 'the PHP snippet, run by php, accepts exactly what the verifier accepts'
      : 'the PHP snippet is written with the verifier’s forms (no php to run it here)',
    async () => {
      const php = receiverSnippet('php', LONE_SURROGATE);
      expect(php).toContain(`const SIGNING_SECRET = 'whsec_\uFFFD_lone_surrogate_secret';`);
      expect(php).toContain(`trim($signature, " \\t\\r\\n")`);
      expect(php).toContain(`preg_replace('#^sha256=#i', ''`);
      for (const form of [SIGNATURE_FORMS.hex, SIGNATURE_FORMS.base64]) {
        expect(php).toContain(`preg_match('#^${form}$#D', $value)`);
      }
      expect(php).toContain("strtr(rtrim($value, '='), '-_', '+/')");
      expect(php).toContain('hash_equals($expected, $given)');
      if (runs('php')) expect(phpAnswers()).toEqual(await verdicts());
    },
  );

  it.each<SnippetLanguage>(['node', 'python', 'php'])(
    '%s: the secret is a placeholder until given, then written as a string literal',
    (language) => {
      const hidden = receiverSnippet(language, SECRET_PLACEHOLDER);
      expect(hidden).toContain(SECRET_PLACEHOLDER);
      expect(hidden).not.toContain('whsec_');
      const shown = receiverSnippet(language, SECRET);
      expect(shown).toMatch(new RegExp(`["']${SECRET}["']`));
      expect(shown).not.toContain(SECRET_PLACEHOLDER);
    },
  );

  it('a quote or backslash in a secret cannot end the string literal', () => {
    const awkward = `a'b"c\\d`;
    expect(receiverSnippet('node', awkward)).toContain(
      `const SECRET = ${JSON.stringify(awkward)};`,
    );
    expect(receiverSnippet('php', awkward)).toContain(`const SIGNING_SECRET = 'a\\'b"c\\\\d';`);
    expect(
      nodeReceiver(awkward)(
        Buffer.from(BODY),
        createHmac('sha256', awkward).update(BODY).digest('base64'),
      ),
    ).toBe(true);
  });
});
