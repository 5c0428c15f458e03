/**
 * What a channel is sent, as data until it is sent: a run's alerts (a digest grouped by rule, its top lines
 * and a count of the rest), a notice of a schedule that stopped or recovered, the summary of messages held
 * back, a test. Rendered at sending, in the reader's language (the user's for e-mail, the document's for a
 * shared channel): HTML with a plain-text part for mail, a card for Chat, blocks for Slack. Text from the
 * service (phrases, URLs) and from the user (sheet names) is escaped for each, never read as markup.
 */
import type { StopReason } from '../reports/job';
import { type Said, said, verbatim } from '../shared/i18n/said';
import { DAILY_CAP, type HeldWhy } from './channels';
import { type Finding, type Fired, firedSaid } from './rules';

/** What stopped a schedule, as a notice tells it. */
export type Trouble = 'gaveUp' | 'signIn' | 'quota';

export interface Group extends Fired {
  /** What the rule found beyond the lines kept. */
  readonly more: number;
}

export type Message =
  | { readonly kind: 'alerts'; readonly at: number; readonly groups: readonly Group[] }
  | {
      readonly kind: 'notice';
      readonly at: number;
      readonly trouble: Trouble | 'recovered';
      readonly reason?: StopReason;
      /** When the trigger tries next (a retry, a quota's reset, the next due time). */
      readonly next?: number;
      /** It gave up as the next run started: when the run that never got through was due. */
      readonly overtaken?: number;
    }
  | { readonly kind: 'held'; readonly count: number; readonly since: number; readonly why: HeldWhy }
  | { readonly kind: 'test' };

/** Lines of one rule, and of a whole digest: enough to act on, and within every channel's size. */
const LINES_A_RULE = 10;
const LINES = 25;
/** Characters of a phrase or URL a line keeps. */
const TEXT = 150;

/** A run's alerts as sent: each rule's first lines, most searched first, and how many more it found. */
export function digest(fired: readonly Fired[], at: number): Message {
  let room = LINES;
  const groups = fired.map((group): Group => {
    const kept = group.findings.slice(0, Math.min(LINES_A_RULE, Math.max(room, 1)));
    room -= kept.length;
    const short = kept.map((f) => ({ ...f, text: cut(f.text), url: f.url && cut(f.url) }));
    return { ...group, findings: short, more: group.findings.length - kept.length };
  });
  return { kind: 'alerts', at, groups };
}

const cut = (text: string): string => (text.length > TEXT ? `${text.slice(0, TEXT - 1)}…` : text);

/** What a message is rendered for: the reader's words, the spreadsheet's times, the schedule and its sheet. */
export interface Reader {
  say(message: Said): string;
  time(at: number): string;
  /** The schedule's title in the reader's language (the document's name, for a test). */
  readonly title: string;
  /** The report sheet, or the spreadsheet. */
  readonly link: string | null;
}

export interface Outgoing {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** A Google Chat message: a plain summary, and a card holding the rest. */
  readonly chat: object;
  /** A Slack message: a fallback text, and blocks. */
  readonly slack: object;
}

interface Page {
  readonly subject: string;
  readonly heading: string;
  readonly sections: readonly { readonly title: string; readonly lines: readonly string[] }[];
  readonly paragraphs: readonly string[];
}

const figure = (value: Finding['from']): string | number =>
  value === null ? '–' : typeof value === 'number' ? Math.round(value * 100) / 100 : String(value);

function line(group: Group, finding: Finding, say: Reader['say']): string {
  const { text, from, to, url, own } = finding;
  const at = url ? ` · ${url}` : '';
  switch (group.rule.kind) {
    case 'top':
    case 'move':
      return say(said('alerts.line', { text, from: figure(from), to: figure(to) })) + at;
    case 'visibility':
    case 'competitor': {
      const moved = say(said('alerts.line', { text, from: figure(from), to: figure(to) }));
      return own
        ? say(said('alerts.ownLine', { line: moved, from: figure(own[0]), to: figure(own[1]) }))
        : moved;
    }
    case 'cannibalization':
      return say(said('alerts.pages', { text, count: Number(to) })) + at;
    default:
      return text + at;
  }
}

function pageOf(message: Message, reader: Reader): Page {
  const { say, title } = reader;
  switch (message.kind) {
    case 'alerts': {
      const count = message.groups.reduce((sum, g) => sum + g.findings.length + g.more, 0);
      return {
        subject: say(said('alerts.subject', { count, title })),
        heading: title,
        sections: message.groups.map((group) => ({
          title: say(
            said('alerts.group', { rule: firedSaid(group), count: group.findings.length + group.more }),
          ),
          lines: [
            ...group.findings.map((f) => line(group, f, say)),
            ...(group.more ? [say(said('alerts.more', { count: group.more }))] : []),
          ],
        })),
        paragraphs: [say(said('alerts.footer'))],
      };
    }
    case 'notice': {
      const reason =
        typeof message.reason === 'string' ? verbatim(message.reason) : (message.reason ?? verbatim(''));
      const next = message.next === undefined ? null : reader.time(message.next);
      const body: Said =
        message.trouble === 'recovered'
          ? said('alerts.recovered', { at: reader.time(message.at) })
          : message.trouble === 'signIn'
            ? said('alerts.signIn', { reason })
            : next === null
              ? reason
              : message.overtaken !== undefined
                ? said('alerts.overtaken', { reason, due: reader.time(message.overtaken), next })
                : message.trouble === 'gaveUp'
                  ? said('alerts.gaveUp', { reason: said('run.gaveUp', { reason }), next })
                  : said('run.retrying', { reason, at: next });
      return {
        subject: say(
          said(message.trouble === 'recovered' ? 'alerts.worksAgain' : 'alerts.attention', { title }),
        ),
        heading: title,
        sections: [],
        paragraphs: [say(body)],
      };
    }
    case 'held':
      return {
        subject: say(said('alerts.heldBack', { title })),
        heading: title,
        sections: [],
        paragraphs: [
          say(
            said('alerts.held', {
              count: message.count,
              since: reader.time(message.since),
              why: said(`alerts.held.${message.why}`, { max: DAILY_CAP }),
            }),
          ),
        ],
      };
    default:
      return {
        subject: say(said('alerts.testSubject')),
        heading: title,
        sections: [],
        paragraphs: [say(said('alerts.test'))],
      };
  }
}

const HTML: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const html = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML[c]);
/** Slack's own escaping: `&`, `<` and `>` (a link, a mention) in mrkdwn. */
const slackText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Chat's text has no escaping: what would be markup there (a link, bold) is left out of its summary. */
const chatPlain = (text: string): string => text.replace(/[<>*_~`]/g, '');
/** Only an https address is a link. */
const linkOf = (link: string | null): string | null => (link && /^https:\/\//.test(link) ? link : null);

export function render(message: Message, reader: Reader): Outgoing {
  const page = pageOf(message, reader);
  const link = linkOf(reader.link);
  const open = reader.say(said('alerts.open'));
  const text = [
    page.heading,
    ...page.sections.flatMap((s) => ['', s.title, ...s.lines.map((l) => `- ${l}`)]),
    '',
    ...page.paragraphs,
    ...(link ? ['', `${open}: ${link}`] : []),
  ].join('\n');
  const body = [
    `<h2>${html(page.heading)}</h2>`,
    ...page.sections.map(
      (s) => `<h3>${html(s.title)}</h3><ul>${s.lines.map((l) => `<li>${html(l)}</li>`).join('')}</ul>`,
    ),
    ...page.paragraphs.map((p) => `<p>${html(p)}</p>`),
    ...(link ? [`<p><a href="${html(link)}">${html(open)}</a></p>`] : []),
  ].join('\n');
  const chat = {
    text: chatPlain(page.subject),
    cardsV2: [
      {
        cardId: 'seo-sheets',
        card: {
          // A card's header is plain text; its sections' text is Chat's HTML.
          header: { title: page.heading, subtitle: 'SEO Sheets' },
          sections: [
            ...page.sections.map((s) => ({
              header: html(s.title),
              widgets: [{ textParagraph: { text: s.lines.map(html).join('<br>') } }],
            })),
            {
              widgets: [
                ...page.paragraphs.map((p) => ({ textParagraph: { text: html(p) } })),
                ...(link
                  ? [{ buttonList: { buttons: [{ text: open, onClick: { openLink: { url: link } } }] } }]
                  : []),
              ],
            },
          ],
        },
      },
    ],
  };
  const slack = {
    text: slackText(page.subject),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: page.heading.slice(0, 150) } },
      ...page.sections.flatMap((s) => [
        { type: 'section', text: { type: 'mrkdwn', text: `*${slackText(s.title)}*` } },
        { type: 'section', text: { type: 'plain_text', text: s.lines.join('\n').slice(0, 2900) } },
      ]),
      ...page.paragraphs.map((p) => ({ type: 'context', elements: [{ type: 'plain_text', text: p }] })),
      ...(link
        ? [{ type: 'section', text: { type: 'mrkdwn', text: `<${slackText(link)}|${slackText(open)}>` } }]
        : []),
    ],
  };
  return { subject: page.subject, text, html: body, chat, slack };
}
