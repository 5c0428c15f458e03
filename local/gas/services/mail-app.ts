/**
 * MailApp: `sendEmail` in its four documented forms and `getRemainingDailyQuota`, delivering to the
 * emulator's mailbox. Sent as the user running the script, who needs the `script.send_mail` scope (the guard
 * checks it, and refuses the auth modes that cannot send: custom functions and simple triggers).
 */
import type { Execution } from '../execution';
import type { MailAttachment, MailMessage, Mailbox } from '../mailbox';

/** Apps Script's limits on one message. */
const MAX_RECIPIENTS = 50;
/** Body size: the plain and HTML parts together. */
const MAX_BODY_BYTES = { consumer: 200 * 1024, workspace: 400 * 1024 };

/** An address alone (`a@b.pl`) or with a display name (`Ann <a@b.pl>`). */
const ADDRESS = /^(?:[^<>]*<\s*([^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+)\s*>|([^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+))$/;

interface Message {
  to?: unknown;
  cc?: unknown;
  bcc?: unknown;
  replyTo?: unknown;
  subject?: unknown;
  body?: unknown;
  htmlBody?: unknown;
  name?: unknown;
  noReply?: unknown;
  attachments?: unknown;
  inlineImages?: unknown;
}

export interface MailDeps {
  mailbox: Mailbox;
  workspace: boolean;
}

export function mailAppService(exec: Execution, deps: MailDeps): GoogleAppsScript.Mail.MailApp {
  const service = {
    getRemainingDailyQuota: () => deps.mailbox.remaining(exec.user, exec.clock.now()),
    sendEmail: (...args: unknown[]) => {
      deps.mailbox.deliver(exec.user, compose(exec, deps.workspace, messageOf(exec, args)), (m) =>
        exec.fail(m),
      );
    },
  };
  return exec.guard('MailApp', 'MailApp', service) as unknown as GoogleAppsScript.Mail.MailApp;
}

/** The four overloads: (message), (recipient, subject, body[, options]) and (to, replyTo, subject, body). */
function messageOf(exec: Execution, args: readonly unknown[]): Message {
  const [first, second, third, fourth] = args;
  if (args.length === 1 && isObject(first)) return first as Message;
  if (args.length === 3) return { to: first, subject: second, body: third };
  if (args.length === 4 && isObject(fourth))
    return { ...(fourth as Message), to: first, subject: second, body: third };
  if (args.length === 4) return { to: first, replyTo: second, subject: third, body: fourth };
  const types = args.map(typeName).join(',');
  throw exec.fail(`The parameters (${types}) don't match the method signature for MailApp.sendEmail.`);
}

function compose(exec: Execution, workspace: boolean, m: Message): Omit<MailMessage, 'id'> {
  const text = (value: unknown): string | undefined =>
    value === undefined || value === null ? undefined : String(value);
  const to = text(m.to) ?? '';
  const [cc, bcc, replyTo] = [text(m.cc), text(m.bcc), text(m.replyTo)];
  const recipients = [...new Set([to, cc, bcc].flatMap((list) => addresses(exec, list)))];
  if (!recipients.length) throw exec.fail('Failed to send email: no recipient');
  if (recipients.length > MAX_RECIPIENTS) throw exec.fail('Limit Exceeded: Email Recipients Per Message.');
  if (replyTo !== undefined) addresses(exec, replyTo);
  const body = text(m.body) ?? '';
  const htmlBody = text(m.htmlBody);
  const size = Buffer.byteLength(body) + Buffer.byteLength(htmlBody ?? '');
  if (size > MAX_BODY_BYTES[workspace ? 'workspace' : 'consumer'])
    throw exec.fail('Limit Exceeded: Email Body Size.');
  const attachments = attachmentsOf(exec, m.attachments);
  const inlineImages = isObject(m.inlineImages) ? Object.keys(m.inlineImages as object) : [];
  // A no-reply sender exists for Workspace accounts only; a consumer account's message goes out as the user.
  const noReply = workspace && m.noReply === true;
  return {
    at: exec.clock.now(),
    from: noReply ? `noreply@${exec.user.slice(exec.user.indexOf('@') + 1)}` : exec.user,
    ...(text(m.name) === undefined ? {} : { name: text(m.name) }),
    ...(replyTo === undefined ? {} : { replyTo }),
    to,
    ...(cc === undefined ? {} : { cc }),
    ...(bcc === undefined ? {} : { bcc }),
    recipients,
    subject: text(m.subject) ?? '',
    body,
    ...(htmlBody === undefined ? {} : { htmlBody }),
    ...(attachments.length ? { attachments } : {}),
    ...(inlineImages.length ? { inlineImages } : {}),
    execution: exec.functionName,
  };
}

/** The addresses of a comma-separated list, lower-cased; an unreadable one is Apps Script's "Invalid email". */
function addresses(exec: Execution, list: string | undefined): string[] {
  if (list === undefined) return [];
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const match = ADDRESS.exec(item);
      if (!match) throw exec.fail(`Invalid email: ${item}`);
      return (match[1] ?? match[2]).toLowerCase();
    });
}

/** What the mailbox keeps of each attachment: a blob, or anything with `getBlob()`. */
function attachmentsOf(exec: Execution, given: unknown): MailAttachment[] {
  if (!Array.isArray(given)) return [];
  return given.map((item) => {
    const source = exec.unguarded(item) as { getBlob?: () => unknown };
    const blob = exec.unguarded(
      typeof source.getBlob === 'function' ? source.getBlob() : item,
    ) as GoogleAppsScript.Base.Blob;
    return {
      name: blob.getName() ?? '',
      contentType: blob.getContentType() ?? 'application/octet-stream',
      bytes: blob.getBytes().length,
    };
  });
}

const isObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value's type as Apps Script names it in a signature mismatch. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'Object[]';
  switch (typeof value) {
    case 'string':
      return 'String';
    case 'number':
      return 'number';
    case 'boolean':
      return 'Boolean';
    case 'undefined':
      return 'undefined';
    default:
      return 'Object';
  }
}
