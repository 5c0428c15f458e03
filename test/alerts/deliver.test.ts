/**
 * Sending without noise, as plain code: a channel's day capped with one summary at the next chance, a mail
 * quota spent, a webhook that refuses (paused) or is busy (tried again), a channel only another user can send;
 * and what each channel is sent: text from outside escaped for it, never markup.
 */
import { type Channel, DAILY_CAP } from '../../src/alerts/channels';
import { deliver, type DeliveryPorts, type Pending } from '../../src/alerts/deliver';
import { digest, type Message, type Outgoing, render } from '../../src/alerts/messages';
import { english } from '../../src/shared/i18n/said';

const HOUR = 3_600_000;
const start = Date.parse('2026-12-01T08:00:00Z');

function ports(answer: (url: string) => number | null = () => 200) {
  const clock = { now: start };
  const sent: { to: string; subject: string; body: object }[] = [];
  const mail = { quota: 100, granted: true };
  const p: DeliveryPorts = {
    now: () => clock.now,
    day: (at) => new Date(at).toISOString().slice(0, 10),
    address: (channel) =>
      channel.id.startsWith('theirs') ? null : `https://hooks.slack.com/services/T1/B1/${channel.id}`,
    render: (_channel, message) =>
      render(message, {
        say: english,
        time: (at) => new Date(at).toISOString(),
        title: 'Pozycje',
        link: 'https://docs.google.com/x',
      }),
    mailGranted: () => mail.granted,
    mailQuota: () => mail.quota,
    sendMail(to, out) {
      if (mail.quota < 1) throw new Error('Service invoked too many times for one day: email.');
      mail.quota -= 1;
      sent.push({ to, subject: out.subject, body: {} });
    },
    post(url, body) {
      const status = answer(url);
      if (status !== null && status < 300)
        sent.push({ to: url, subject: JSON.stringify(body).slice(0, 80), body });
      return status;
    },
  };
  return { p, clock, sent, mail };
}

const alert = (at: number): Message => ({ kind: 'notice', at, trouble: 'recovered' });
const to = (channels: readonly Channel[], message: Message, at = start): Pending => ({
  to: channels.map((c) => c.id),
  message,
  since: at,
});

describe('delivering', () => {
  it('sends a channel its day’s cap, holds the rest, and tells them in one summary the next day', () => {
    const { p, clock, sent } = ports();
    let channels: Channel[] = [{ id: 'slack1', kind: 'slack', hint: '…1' }];
    for (let i = 0; i < DAILY_CAP + 3; i++) {
      clock.now = start + i * 60_000;
      ({ channels } = deliver(channels, [to(channels, alert(clock.now))], p));
    }
    expect(sent).toHaveLength(DAILY_CAP);
    expect(channels[0]).toMatchObject({ held: 3, heldWhy: 'cap', heldSince: start + DAILY_CAP * 60_000 });
    clock.now = start + 24 * HOUR;
    ({ channels } = deliver(channels, [], p));
    expect(sent).toHaveLength(DAILY_CAP + 1);
    expect(JSON.stringify(sent[DAILY_CAP].body)).toContain('3 messages about this schedule were held back');
    expect(channels[0].held).toBeUndefined();
  });

  it('pauses a webhook that refuses and sends it nothing more; tries a busy one again later', () => {
    const { p } = ports((url) => (url.endsWith('gone') ? 404 : url.endsWith('busy') ? 429 : 200));
    const channels: Channel[] = [
      { id: 'gone', kind: 'slack', hint: '' },
      { id: 'busy', kind: 'chat', hint: '' },
      { id: 'theirs', kind: 'slack', hint: '' },
    ];
    const after = deliver(channels, [to(channels, alert(start))], p);
    expect(after.channels[0].paused).toEqual({ at: start, status: 404 });
    // The busy channel and the one only its owner can send wait; the refused one does not.
    expect(after.pending).toEqual([{ ...to(channels, alert(start)), to: ['busy', 'theirs'] }]);
    const again = deliver(after.channels, [to(after.channels, alert(start))], p);
    expect(again.pending[0].to).toEqual(['busy', 'theirs']);
  });

  it('holds mail past the user’s quota and pauses e-mail the user no longer allows', () => {
    const { p, mail, sent } = ports();
    const email: Channel[] = [{ id: 'mail', kind: 'email', hint: '' }];
    mail.quota = 0;
    const held = deliver(email, [to(email, alert(start))], p);
    expect(held.channels[0]).toMatchObject({ held: 1, heldWhy: 'quota' });
    expect(sent).toEqual([]);
    mail.granted = false;
    const paused = deliver(held.channels, [to(email, alert(start))], p);
    expect(paused.channels[0].paused).toEqual({ at: start, status: 'consent' });
  });
});

describe('what a channel is sent', () => {
  const hostile = '<script>alert(1)</script> *bold* <https://evil.example|click>';
  const message = digest(
    [
      {
        rule: { kind: 'top', top: 10, direction: 'enter' },
        way: 'up',
        findings: Array.from({ length: 14 }, (_, i) => ({
          text: i ? `fraza ${i}` : hostile,
          from: 14,
          to: 8,
          url: 'https://example.pl/a?b=1&c=2',
          searches: 100 - i,
        })),
      },
    ],
    start,
  );
  const out: Outgoing = render(message, {
    say: english,
    time: String,
    title: 'Pozycje <b>',
    link: 'https://docs.google.com/x',
  });

  it('lists each rule’s first lines and counts the rest', () => {
    expect(out.subject).toBe('SEO Sheets: 14 alerts · Pozycje <b>');
    expect(out.text).toContain(
      'Entered the TOP10 (14)\n- <script>alert(1)</script> *bold* <https://evil.example|click>: 14 → 8 · https://example.pl/a?b=1&c=2',
    );
    expect(out.text).toContain('- …and 4 more');
  });

  it('escapes text from outside in HTML, Chat’s cards and Slack’s mrkdwn; plain text stays plain', () => {
    expect(out.html).not.toContain('<script>');
    expect(out.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out.html).toContain('<h2>Pozycje &lt;b&gt;</h2>');
    const chat = JSON.stringify(out.chat);
    expect(chat).not.toContain('<script>');
    expect((out.chat as { text: string }).text).not.toMatch(/[<>*]/);
    const slack = out.slack as {
      text: string;
      blocks: { type: string; text?: { type: string; text: string } }[];
    };
    for (const block of slack.blocks)
      if (block.text?.type === 'mrkdwn') expect(block.text.text).not.toContain('<https://evil');
    expect(slack.blocks.some((b) => b.text?.type === 'plain_text' && b.text.text.includes(hostile))).toBe(
      true,
    );
  });
});
