import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { receiverSnippet, SECRET_PLACEHOLDER, type SnippetLanguage } from './receiver-snippets';

const SECRET = 'whsec_3xampleS3cretOfThirtyTwoChars';
const BODY = '{"event":"submission.created","submission_id":"sub_1"}';
const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('base64');

/** Runs the Node.js snippet as a receiver would, and returns its `isGenuine`. */
function nodeReceiver(secret: string): (rawBody: Buffer, signature: string) => boolean {
  const code = receiverSnippet('node', secret);
  // The snippet as shipped, run as a receiver would run it.
  const run = new Function('require', `${code}\nreturn isGenuine;`) as (
    require: NodeJS.Require,
  ) => (rawBody: Buffer, signature: string) => boolean;
  return run(createRequire(import.meta.url));
}

describe('receiver snippets', () => {
  it('the Node.js snippet accepts a genuine delivery and refuses a changed body', () => {
    const isGenuine = nodeReceiver(SECRET);
    expect(isGenuine(Buffer.from(BODY), sign(BODY))).toBe(true);
    expect(isGenuine(Buffer.from(`${BODY}\n`), sign(BODY))).toBe(false);
    expect(isGenuine(Buffer.from(BODY), sign(`${BODY} `))).toBe(false);
  });

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
    expect(receiverSnippet('php', awkward)).toContain(`$secret = 'a\\'b"c\\\\d';`);
    expect(
      nodeReceiver(awkward)(
        Buffer.from(BODY),
        createHmac('sha256', awkward).update(BODY).digest('base64'),
      ),
    ).toBe(true);
  });
});
