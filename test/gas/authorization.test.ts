import { useEmulators } from './support';

const emulate = useEmulators();

const SCOPE = 'https://www.googleapis.com/auth/';
const SHEETS = `${SCOPE}spreadsheets.currentonly`;
const FETCH = `${SCOPE}script.external_request`;
const UI = `${SCOPE}script.container.ui`;
const TRIGGERS = `${SCOPE}script.scriptapp`;
const MAIL = `${SCOPE}script.send_mail`;
const MANIFEST = { oauthScopes: [SHEETS, FETCH, UI, TRIGGERS, MAIL] };

const BUNDLE = `
function info(scopes) {
  var info = scopes ? ScriptApp.getAuthorizationInfo(ScriptApp.AuthMode.FULL, scopes)
    : ScriptApp.getAuthorizationInfo(ScriptApp.AuthMode.FULL);
  return { status: info.getAuthorizationStatus(), scopes: info.getAuthorizedScopes(), url: info.getAuthorizationUrl(),
    required: info.getAuthorizationStatus() === ScriptApp.AuthorizationStatus.REQUIRED };
}
function sendAlerts() {
  ScriptApp.requireScopes(ScriptApp.AuthMode.FULL, ['${MAIL}']);
  PropertiesService.getDocumentProperties().setProperty('sent', 'yes');
  return 'sent';
}
function everything() { ScriptApp.requireAllScopes(ScriptApp.AuthMode.FULL); return 'all granted'; }
function carryOn() {
  try { ScriptApp.requireScopes(ScriptApp.AuthMode.FULL, ['${MAIL}']); } catch (e) { /* ignored */ }
  PropertiesService.getDocumentProperties().setProperty('carried', 'on');
  return 'carried on';
}
function limited() { return ScriptApp.requireScopes(ScriptApp.AuthMode.LIMITED, ['${MAIL}']); }
function badList() { ScriptApp.requireScopes(ScriptApp.AuthMode.FULL, '${MAIL}'); }
function badMode() { ScriptApp.requireScopes('EVERYTHING', ['${MAIL}']); }
function fetchSomething() { return UrlFetchApp.fetch('http://127.0.0.1:9/').getResponseCode(); }
function readCell() { return SpreadsheetApp.getActive().getRange('A1').getValue(); }
function makeTrigger() { ScriptApp.newTrigger('hourly').timeBased().everyHours(1).create(); }
function openSidebar() { SpreadsheetApp.getUi().showSidebar(HtmlService.createHtmlOutput('<p>hi</p>')); }
function onOpen() { SpreadsheetApp.getUi().createAddonMenu().addItem('Send', 'sendAlerts').addToUi(); }
function FIRST_CELL() { return SpreadsheetApp.getActive().getRange('A1').getValue(); }
function hourly() {
  var mail = ScriptApp.getAuthorizationInfo(ScriptApp.AuthMode.FULL, ['${MAIL}']);
  var note = mail.getAuthorizationStatus() === ScriptApp.AuthorizationStatus.REQUIRED ? 'e-mail skipped: not granted' : 'e-mail sent';
  PropertiesService.getDocumentProperties().setProperty('note', note);
  if (PropertiesService.getDocumentProperties().getProperty('strict')) sendAlerts();
}
function startFlow() { return ScriptApp.newStateToken().withMethod('callback').createToken(); }
function callback(request) { sendAlerts(); return HtmlService.createHtmlOutput('done'); }
function hasService(name) { return typeof globalThis[name]; }
function useService(name, collection) { return globalThis[name][collection]; }
`;

const ALL_BUT_MAIL = [SHEETS, FETCH, UI, TRIGGERS];

describe('granted scopes: what the user let the script do', () => {
  it('are all the manifest declares by default', () => {
    const emu = emulate(BUNDLE, { manifest: MANIFEST });
    expect(emu.authorizedScopes()).toEqual(MANIFEST.oauthScopes);
    expect(emu.callServer('info')).toEqual({
      status: 'NOT_REQUIRED',
      scopes: MANIFEST.oauthScopes,
      url: null,
      required: false,
    });
  });

  it('are what grantedScopes says, and getAuthorizationInfo reports the rest as required, with a URL to grant it', () => {
    const emu = emulate(BUNDLE, { manifest: MANIFEST, grantedScopes: ALL_BUT_MAIL });
    const all = emu.callServer('info') as { status: string; scopes: string[]; url: string | null };
    expect(all.status).toBe('REQUIRED');
    expect(all.scopes).toEqual(ALL_BUT_MAIL);
    expect(all.url).toMatch(/^https:\/\/script\.google\.com\/macros\/d\/.+\/authorize$/);
    expect(emu.callServer('info', [[MAIL, FETCH]])).toMatchObject({
      status: 'REQUIRED',
      scopes: [FETCH],
    });
    expect(emu.callServer('info', [[FETCH]])).toMatchObject({
      status: 'NOT_REQUIRED',
      scopes: [FETCH],
      url: null,
    });
  });

  it('are per user: one user granting more grants nobody else', () => {
    const emu = emulate(BUNDLE, { manifest: MANIFEST, grantedScopes: ALL_BUT_MAIL });
    emu.grantScopes([MAIL], { user: 'anna@example.com' });
    expect(emu.authorizedScopes({ user: 'anna@example.com' })).toEqual(MANIFEST.oauthScopes);
    expect(emu.authorizedScopes()).toEqual(ALL_BUT_MAIL);
    expect(emu.callServer('sendAlerts', [], { user: 'anna@example.com' })).toBe('sent');
    expect(() => emu.callServer('sendAlerts')).toThrow('Authorization is required to perform that action.');
  });

  it('can hold only what the manifest declares', () => {
    expect(() => emulate(BUNDLE, { manifest: MANIFEST, grantedScopes: [`${SCOPE}bigquery`] })).toThrow(
      `grantedScopes: ${SCOPE}bigquery not among the manifest's oauthScopes`,
    );
    const emu = emulate(BUNDLE, { manifest: MANIFEST });
    expect(() => emu.grantScopes([`${SCOPE}drive`])).toThrow(
      `grantScopes: ${SCOPE}drive not among the manifest's oauthScopes`,
    );
  });

  it('without oauthScopes in the manifest are every scope a service needs, as Apps Script infers them', () => {
    const emu = emulate(BUNDLE);
    expect(emu.authorizedScopes()).toEqual(expect.arrayContaining([SHEETS, FETCH, UI, TRIGGERS]));
    expect(emu.callServer('info')).toMatchObject({ status: 'NOT_REQUIRED' });
  });

  it('survive a snapshot', () => {
    const emu = emulate(BUNDLE, { manifest: MANIFEST, grantedScopes: ALL_BUT_MAIL });
    emu.grantScopes([MAIL]);
    const saved = emu.snapshot();
    const again = emulate(BUNDLE, { manifest: MANIFEST, grantedScopes: ALL_BUT_MAIL });
    again.restore(saved);
    expect(again.authorizedScopes()).toEqual(MANIFEST.oauthScopes);
  });
});

describe('ScriptApp.requireScopes', () => {
  it('goes on when the scopes are granted', () => {
    const emu = emulate(BUNDLE, { manifest: MANIFEST });
    expect(emu.callServer('sendAlerts')).toBe('sent');
    expect(emu.callServer('everything')).toBe('all granted');
    expect(emu.consentRequests).toEqual([]);
  });

  it('ends a sidebar call that lacks one and asks the user; granted, the call goes through', () => {
    const emu = emulate(BUNDLE, { manifest: MANIFEST, grantedScopes: ALL_BUT_MAIL });
    expect(() => emu.callServer('sendAlerts')).toThrow('Authorization is required to perform that action.');
    expect(emu.properties.document.get('sent')).toBeNull();
    expect(emu.consentRequests).toEqual([
      {
        user: 'owner@example.com',
        functionName: 'sendAlerts',
        kind: 'sidebar',
        scopes: [MAIL],
        at: expect.any(Number),
      },
    ]);
    emu.grantScopes(emu.consentRequests[0].scopes);
    expect(emu.callServer('sendAlerts')).toBe('sent');
    expect(emu.consentRequests).toHaveLength(1);
  });

  it('ends the execution for good: a script that catches the error cannot carry on', () => {
    const emu = emulate(BUNDLE, { manifest: MANIFEST, grantedScopes: ALL_BUT_MAIL });
    expect(() => emu.callServer('carryOn')).toThrow('Authorization is required to perform that action.');
    expect(emu.properties.document.get('carried')).toBeNull();
  });

  it('asks from a menu item and from the usercallback page too', () => {
    const emu = emulate(BUNDLE, { manifest: MANIFEST, grantedScopes: ALL_BUT_MAIL });
    expect(() => emu.runMenu('sendAlerts')).toThrow('Authorization is required to perform that action.');
    const state = emu.callServer('startFlow') as string;
    expect(emu.userCallback({ state, code: 'c0de' })).toEqual({
      status: 500,
      html: expect.stringContaining('Authorization is required to perform that action.'),
    });
    expect(emu.consentRequests.map((r) => [r.kind, r.functionName])).toEqual([
      ['menu', 'sendAlerts'],
      ['userCallback', 'callback'],
    ]);
  });

  it('requireAllScopes asks for everything the manifest declares and the user withheld', () => {
    const emu = emulate(BUNDLE, { manifest: MANIFEST, grantedScopes: [SHEETS, UI] });
    expect(() => emu.callServer('everything')).toThrow('Authorization is required to perform that action.');
    expect(emu.consentRequests[0].scopes).toEqual([FETCH, TRIGGERS, MAIL]);
  });

  it('requires nothing in a mode other than FULL, and refuses arguments that are not a mode and a list', () => {
    const emu = emulate(BUNDLE, { manifest: MANIFEST, grantedScopes: ALL_BUT_MAIL });
    expect(emu.callServer('limited')).toBeNull();
    expect(() => emu.callServer('badList')).toThrow(
      'Invalid argument: oAuthScopes (ScriptApp.requireScopes)',
    );
    expect(() => emu.callServer('badMode')).toThrow('Invalid argument: authMode (ScriptApp.requireScopes)');
    expect(emu.consentRequests).toEqual([]);
  });

  it('cannot ask from a trigger: the run fails and nobody is asked, while a trigger that checks first skips', () => {
    const emu = emulate(BUNDLE, { manifest: MANIFEST, grantedScopes: ALL_BUT_MAIL });
    emu.callServer('makeTrigger');
    emu.clock.advance(3_600_000);
    expect(emu.fireDueTriggers()).toEqual([expect.objectContaining({ handler: 'hourly', ok: true })]);
    expect(emu.properties.document.get('note')).toBe('e-mail skipped: not granted');

    emu.properties.document.set('strict', 'yes');
    emu.clock.advance(3_600_000);
    expect(emu.fireDueTriggers()).toEqual([
      expect.objectContaining({ ok: false, error: 'Authorization is required to perform that action.' }),
    ]);
    expect(emu.consentRequests).toEqual([]);
  });
});

describe('a service whose scope the user did not grant', () => {
  it('refuses with Apps Script’s message naming the scope, and sends nothing', () => {
    const emu = emulate(BUNDLE, { manifest: MANIFEST, grantedScopes: [SHEETS, UI, TRIGGERS, MAIL] });
    expect(() => emu.callServer('fetchSomething')).toThrow(
      `You do not have permission to call UrlFetchApp.fetch. Required permissions: ${FETCH}`,
    );
    expect(emu.requests).toEqual([]);
  });

  it('names alternatives as Apps Script does, when any of several scopes would do', () => {
    const emu = emulate(BUNDLE, { manifest: MANIFEST, grantedScopes: [FETCH, UI, TRIGGERS] });
    expect(() => emu.callServer('readCell')).toThrow(
      `You do not have permission to call SpreadsheetApp.getActive. Required permissions: (${SHEETS} || ${SCOPE}spreadsheets)`,
    );
  });

  it('says the manifest’s scopes are not sufficient when it declares none that would do', () => {
    const emu = emulate(BUNDLE, { manifest: { oauthScopes: [SHEETS, FETCH, UI] } });
    expect(() => emu.callServer('makeTrigger')).toThrow(
      `Specified permissions are not sufficient to call ScriptApp.newTrigger. Required permissions: ${TRIGGERS}`,
    );
    expect(() => emu.callServer('openSidebar')).not.toThrow();
  });

  it('leaves what needs no authorization alone: menus, and custom functions', () => {
    const emu = emulate(BUNDLE, { manifest: MANIFEST, grantedScopes: [] });
    emu.spreadsheet.setValue('Sheet1', 'A1', 'kot');
    emu.open({ authMode: 'NONE' });
    expect(emu.ui.menus[0].items).toEqual([{ caption: 'Send', functionName: 'sendAlerts' }]);
    expect(emu.evaluate('Sheet1', 'B1', '=FIRST_CELL()').value).toBe('kot');
    expect(() => emu.callServer('openSidebar')).toThrow(
      `You do not have permission to call Ui.showSidebar. Required permissions: ${UI}`,
    );
  });
});

describe('advanced services', () => {
  const BIGQUERY = { userSymbol: 'BigQuery', serviceId: 'bigquery', version: 'v2' };

  it('exist as globals only where the manifest enables them, under their userSymbol', () => {
    expect(emulate(BUNDLE, { manifest: MANIFEST }).callServer('hasService', ['BigQuery'])).toBe('undefined');
    const enabled = { ...MANIFEST, dependencies: { enabledAdvancedServices: [BIGQUERY] } };
    expect(emulate(BUNDLE, { manifest: enabled }).callServer('hasService', ['BigQuery'])).toBe('object');
    const renamed = {
      ...MANIFEST,
      dependencies: { enabledAdvancedServices: [{ ...BIGQUERY, userSymbol: 'BQ' }] },
    };
    const emu = emulate(BUNDLE, { manifest: renamed });
    expect(emu.callServer('hasService', ['BQ'])).toBe('object');
    expect(emu.callServer('hasService', ['BigQuery'])).toBe('undefined');
  });

  it('that the emulator does not build say so when used', () => {
    const DRIVE = { userSymbol: 'Drive', serviceId: 'drive', version: 'v3' };
    const enabled = { ...MANIFEST, dependencies: { enabledAdvancedServices: [DRIVE] } };
    expect(() => emulate(BUNDLE, { manifest: enabled }).callServer('useService', ['Drive', 'Files'])).toThrow(
      'Drive.Files is not implemented in the emulator',
    );
  });
});
