import { createHmac } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Webhook } from '@/api/schemas';
import { renderWithMantine } from '@test/render';
import { VerifyDelivery } from './verify-delivery';

const WEBHOOK: Webhook = {
  id: 'whk_1',
  name: 'Sync feedback to CRM',
  form_id: 'frm_1',
  url: 'https://crm.example/hooks',
  signing_secret: 'whsec_test_secret_0123456789',
  enabled: true,
  subscriber: 'Internal CRM',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const sign = (body: string | Buffer) =>
  createHmac('sha256', WEBHOOK.signing_secret).update(body).digest('base64');

// Genuine deliveries whose bodies hold CRs: a text box turns each into LF.
const CRLF_BODIES = [
  '{\r\n  "event": "submission.created",\r\n  "submission_id": "sub_1"\r\n}\r\n',
  '--b\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{"a":1}\r\n--b--\r\n',
  'event=submission.created\rsubmission_id=sub_2\r',
];

// jsdom has no FontFaceSet, which Mantine's growing text box listens to.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  }
});

function open() {
  const user = userEvent.setup();
  renderWithMantine(<VerifyDelivery webhook={WEBHOOK} onClose={() => {}} />);
  const dialog = screen.getByRole('dialog');
  const body = within(dialog).getByRole('textbox', { name: 'Raw request body' });
  const signature = within(dialog).getByRole('textbox', { name: 'Signature' });
  const verify = async (value: string) => {
    await user.clear(signature);
    // Pasted: typing 44 characters one by one is slow on a busy machine.
    await user.paste(value);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    return (await within(dialog).findByRole('status')).textContent ?? '';
  };
  return { user, dialog, body, verify };
}

describe('verifying a delivery', { timeout: 30_000 }, () => {
  it.each(CRLF_BODIES)(
    'a pasted body is hashed as pasted, CRs kept, and says so: %j',
    async (delivery) => {
      const { user, dialog, body, verify } = open();
      await user.click(body);
      await user.paste(delivery);
      // The box shows what a text box can; the bytes hashed are the pasted ones.
      expect(body).toHaveValue(delivery.replace(/\r\n?/g, '\n'));
      expect(dialog).toHaveTextContent(
        `Hashing the text as pasted: ${Buffer.byteLength(delivery)} bytes of UTF-8, its CR line ends kept.`,
      );
      expect(await verify(sign(delivery))).toMatch(/^Genuine/);
    },
  );

  it('an edited body is hashed as shown, with LF, and says so', async () => {
    const [delivery = ''] = CRLF_BODIES;
    const { user, dialog, body, verify } = open();
    await user.click(body);
    await user.paste(delivery);
    await user.type(body, ' ');
    expect(dialog).toHaveTextContent(
      'Hashing the text as shown, in UTF-8, every line ending in LF',
    );
    expect(await verify(sign(delivery))).toMatch(/^Does not match/);
    expect(await verify(sign(`${delivery.replace(/\r\n/g, '\n')} `))).toMatch(/^Genuine/);
  });

  it("a chosen file's bytes are hashed exactly, even bytes that are no UTF-8", async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"name":"caf'),
      Buffer.from([0xe9]),
      Buffer.from('"}\r\n'),
    ]);
    const { user, dialog, verify } = open();
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File([bytes], 'delivery.json'));
    expect(
      await within(dialog).findByText(
        `Hashing the ${bytes.length} bytes of delivery.json, exactly as in the file.`,
      ),
    ).toBeInTheDocument();
    expect(await verify(sign(bytes))).toMatch(/^Genuine/);
  });
});
