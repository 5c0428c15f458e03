/**
 * MailApp and the scopes mail needs, thin: sending to the user themselves, the day's quota, and asking for
 * the scopes when e-mail is first turned on (granular consent: the user is asked only then). A trigger
 * cannot ask, so an unattended run checks whether they were granted before it sends.
 */
const MAIL_SCOPES = [
  'https://www.googleapis.com/auth/script.send_mail',
  // The user's own address, which the mail goes to.
  'https://www.googleapis.com/auth/userinfo.email',
];

/** Ends the execution at a consent prompt when the scopes are not granted yet; returns when they are. */
export function askForMail(): void {
  ScriptApp.requireScopes(ScriptApp.AuthMode.FULL, MAIL_SCOPES);
}

export function mailGranted(): boolean {
  const info = (
    ScriptApp.getAuthorizationInfo as (
      mode: GoogleAppsScript.Script.AuthMode,
      scopes: string[],
    ) => GoogleAppsScript.Script.AuthorizationInfo
  )(ScriptApp.AuthMode.FULL, MAIL_SCOPES);
  return info.getAuthorizationStatus() === ScriptApp.AuthorizationStatus.NOT_REQUIRED;
}

/** The address of the user running the script, whom their alerts go to. */
export function ownAddress(): string {
  return Session.getEffectiveUser().getEmail();
}

export function mailQuota(): number {
  return MailApp.getRemainingDailyQuota();
}

/** A message as mail carries it: its subject, the plain part and the HTML part. */
export interface Mail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export function sendMail(to: string, message: Mail): void {
  MailApp.sendEmail({
    to,
    subject: message.subject,
    body: message.text,
    htmlBody: message.html,
    name: 'SEO Sheets',
  });
}
