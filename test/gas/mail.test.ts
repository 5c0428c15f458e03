/**
 * MailApp in the emulator: the four forms of `sendEmail`, the recipient quota and its 24-hour window, the
 * send_mail scope and the auth modes that may not send, and the mailbox every message lands in.
 */
import { useEmulators } from './support';

const emulate = useEmulators();
const SEND_MAIL = 'https://www.googleapis.com/auth/script.send_mail';
const SHEETS = 'https://www.googleapis.com/auth/spreadsheets.currentonly';
const HOUR = 3_600_000;

const BUNDLE = `
function sendMessage(message) { MailApp.sendEmail(message); return MailApp.getRemainingDailyQuota(); }
function sendThree(to, subject, body) { MailApp.sendEmail(to, subject, body); }
function sendWithOptions(to, subject, body, options) { MailApp.sendEmail(to, subject, body, options); }
function sendWithReplyTo(to, replyTo, subject, body) { MailApp.sendEmail(to, replyTo, subject, body); }
function sendTwo(to, subject) { MailApp.sendEmail(to, subject); }
function sendAttachment(to) {
  MailApp.sendEmail({ to: to, subject: 'Report', body: 'Attached', attachments: [Utilities.newBlob('a,b', 'text/csv', 'report.csv')] });
}
function remaining() { return MailApp.getRemainingDailyQuota(); }
function MAIL(to) { MailApp.sendEmail(to, 'From a cell', 'x'); return 'sent'; }
function onOpen() { MailApp.sendEmail('someone@example.com', 'Opened', 'x'); }
`;

const addresses = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `r${from + i}@example.com`).join(', ');

describe('sendEmail', () => {
  it('takes a message object with its HTML part, sender name, reply-to, cc and bcc, and delivers it', () => {
    const emu = emulate(BUNDLE, { user: 'ann@example.com' });
    const left = emu.callServer('sendMessage', [
      {
        to: 'Bob <bob@example.com>, carol@example.com',
        cc: 'dan@example.com',
        bcc: 'eve@example.com',
        replyTo: 'team@example.com',
        subject: '3 phrases left the TOP10',
        body: 'Plain text',
        htmlBody: '<p><b>3</b> phrases</p>',
        name: 'SEO Sheets',
        noReply: true,
      },
    ]);
    expect(left).toBe(96);
    expect(emu.mailbox()).toEqual([
      {
        id: 1,
        at: expect.any(Number),
        from: 'ann@example.com',
        name: 'SEO Sheets',
        replyTo: 'team@example.com',
        to: 'Bob <bob@example.com>, carol@example.com',
        cc: 'dan@example.com',
        bcc: 'eve@example.com',
        recipients: ['bob@example.com', 'carol@example.com', 'dan@example.com', 'eve@example.com'],
        subject: '3 phrases left the TOP10',
        body: 'Plain text',
        htmlBody: '<p><b>3</b> phrases</p>',
        execution: 'sendMessage',
      },
    ]);
  });

  it('takes (recipient, subject, body), with options, and the old (to, replyTo, subject, body)', () => {
    const emu = emulate(BUNDLE);
    emu.callServer('sendThree', ['a@example.com', 'Three', 'Body']);
    emu.callServer('sendWithOptions', [
      'b@example.com',
      'Four',
      'Body',
      { htmlBody: '<i>x</i>', cc: 'c@example.com' },
    ]);
    emu.callServer('sendWithReplyTo', ['d@example.com', 'reply@example.com', 'Old', 'Body']);
    emu.callServer('sendAttachment', ['e@example.com']);
    const [three, four, old, attached] = emu.mailbox();
    expect(three).toMatchObject({
      to: 'a@example.com',
      subject: 'Three',
      body: 'Body',
      recipients: ['a@example.com'],
    });
    expect(three.htmlBody).toBeUndefined();
    expect(four).toMatchObject({ htmlBody: '<i>x</i>', recipients: ['b@example.com', 'c@example.com'] });
    expect(old).toMatchObject({ to: 'd@example.com', replyTo: 'reply@example.com', subject: 'Old' });
    expect(attached.attachments).toEqual([{ name: 'report.csv', contentType: 'text/csv', bytes: 3 }]);
  });

  it.each([
    ['no recipient', ['sendMessage', [{ subject: 's', body: 'b' }]], 'Failed to send email: no recipient'],
    ['a malformed address', ['sendThree', ['not-an-address', 's', 'b']], 'Invalid email: not-an-address'],
    [
      'over 50 recipients',
      ['sendThree', [addresses(51), 's', 'b']],
      'Limit Exceeded: Email Recipients Per Message.',
    ],
    [
      'two arguments',
      ['sendTwo', ['a@example.com', 's']],
      "The parameters (String,String) don't match the method signature for MailApp.sendEmail.",
    ],
  ] as const)('refuses %s, and sends nothing', (_what, [fn, args], message) => {
    const emu = emulate(BUNDLE);
    expect(() => emu.callServer(fn, [...args])).toThrow(message);
    expect(emu.mailbox()).toEqual([]);
    expect(emu.callServer('remaining')).toBe(100);
  });
});

describe('the recipient quota', () => {
  it('counts recipients, refuses past 100 with Apps Script message, and resets 24 hours after the first send', () => {
    const emu = emulate(BUNDLE);
    emu.callServer('sendThree', [addresses(50), 'One', 'b']);
    emu.clock.advance(20 * HOUR);
    emu.callServer('sendThree', [addresses(49, 50), 'Two', 'b']);
    expect(emu.callServer('remaining')).toBe(1);
    expect(() => emu.callServer('sendThree', ['x@example.com, y@example.com', 'Three', 'b'])).toThrow(
      'Service invoked too many times for one day: email.',
    );
    expect(emu.mailbox()).toHaveLength(2);
    // The window opened with the first send: 24 hours after it the quota is whole again.
    emu.clock.advance(4 * HOUR);
    expect(emu.callServer('remaining')).toBe(100);
    emu.callServer('sendThree', ['x@example.com, y@example.com', 'Three', 'b']);
    expect(emu.callServer('remaining')).toBe(98);
  });

  it('is 1,500 recipients on a Workspace account, per user', () => {
    const emu = emulate(BUNDLE, { workspace: true });
    emu.callServer('sendThree', [addresses(50), 's', 'b']);
    expect(emu.callServer('remaining')).toBe(1450);
    expect(emu.callServer('remaining', [], { user: 'other@example.com' })).toBe(1500);
  });

  it('survives a snapshot, with the mailbox', () => {
    const emu = emulate(BUNDLE);
    emu.callServer('sendThree', [addresses(10), 'Kept', 'b']);
    const saved = emu.snapshot();
    const again = emulate(BUNDLE);
    again.restore(saved);
    expect(again.mailbox().map((m) => m.subject)).toEqual(['Kept']);
    expect(again.callServer('remaining')).toBe(90);
  });
});

describe('who may send', () => {
  const manifest = { oauthScopes: [SHEETS, SEND_MAIL] };

  it('needs the send_mail scope granted: refused (nothing sent) until the user consents', () => {
    const emu = emulate(BUNDLE, { manifest, grantedScopes: [SHEETS] });
    const refusal = `You do not have permission to call MailApp.sendEmail. Required permissions: ${SEND_MAIL}`;
    expect(() => emu.callServer('sendThree', ['a@example.com', 's', 'b'])).toThrow(refusal);
    expect(() => emu.callServer('remaining')).toThrow('MailApp.getRemainingDailyQuota');
    emu.grantScopes([SEND_MAIL]);
    emu.callServer('sendThree', ['a@example.com', 's', 'b']);
    expect(emu.mailbox()).toHaveLength(1);
  });

  it('says so in other words where the manifest does not declare the scope', () => {
    const emu = emulate(BUNDLE, { manifest: { oauthScopes: [SHEETS] } });
    expect(() => emu.callServer('sendThree', ['a@example.com', 's', 'b'])).toThrow(
      `Specified permissions are not sufficient to call MailApp.sendEmail. Required permissions: ${SEND_MAIL}`,
    );
  });

  it('is refused to custom functions and to onOpen, in every mode a simple trigger runs in', () => {
    const emu = emulate(BUNDLE);
    const cell = emu.evaluate('Sheet1', 'A1', '=MAIL("a@example.com")');
    expect(cell.error).toBe(
      `You do not have permission to call MailApp.sendEmail. Required permissions: ${SEND_MAIL}`,
    );
    for (const authMode of ['NONE', 'LIMITED'] as const)
      expect(() => emu.open({ authMode })).toThrow('You do not have permission to call MailApp.sendEmail');
    expect(emu.mailbox()).toEqual([]);
  });
});
