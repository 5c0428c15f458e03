/** `ScriptApp.newStateToken()` and the `usercallback` it routes to, as a third-party OAuth flow uses them. */
import { ScriptExecutionError } from '../../local/gas';
import { useEmulators } from './support';

const emulate = useEmulators();

/** A script that starts a flow (`start`) and finishes it in `callback`, keeping what it received. */
const FLOW = `
function start(timeout) {
  var builder = ScriptApp.newStateToken().withMethod('callback').withArgument('flow', 'tool-server');
  if (timeout) builder.withTimeout(timeout);
  return builder.createToken();
}
function callback(request) {
  PropertiesService.getUserProperties().setProperty('received', JSON.stringify({
    code: request.parameter.code, flow: request.parameter.flow, state: request.parameters.state[0],
    user: Session.getEffectiveUser().getEmail()
  }));
  return HtmlService.createHtmlOutput('<p>Connected. You can close this window.</p>');
}
function received() { return PropertiesService.getUserProperties().getProperty('received'); }
function failing() { return ScriptApp.newStateToken().withMethod('boom').createToken(); }
function boom() { throw new Error('exchange failed'); }
function noMethod() { return ScriptApp.newStateToken().createToken(); }
function badTimeout() { return ScriptApp.newStateToken().withMethod('callback').withTimeout(3601).createToken(); }
`;

describe('state tokens and usercallback', () => {
  it('runs the token’s method as the user who made it, with the query and the token’s arguments', () => {
    const emu = emulate(FLOW, { user: 'ann@example.com' });
    const state = emu.callServer('start') as string;
    const page = emu.userCallback({ state, code: 'abc' });
    expect(page).toEqual({ status: 200, html: '<p>Connected. You can close this window.</p>' });
    expect(JSON.parse(emu.callServer('received') as string)).toEqual({
      code: 'abc',
      flow: 'tool-server',
      state,
      user: 'ann@example.com',
    });
  });

  it('refuses an unknown state, and a token past its timeout (60 s by default)', () => {
    const emu = emulate(FLOW);
    expect(emu.userCallback({ state: 'forged', code: 'abc' }).status).toBe(400);
    expect(emu.userCallback({ code: 'abc' }).html).toContain('The state token is invalid or has expired');
    const state = emu.callServer('start') as string;
    emu.clock.advance(61_000);
    expect(emu.userCallback({ state, code: 'abc' }).status).toBe(400);
    const longer = emu.callServer('start', [600]) as string;
    emu.clock.advance(590_000);
    expect(emu.userCallback({ state: longer, code: 'abc' }).status).toBe(200);
  });

  it('shows the method’s failure as the page, and refuses tokens without a method or with a timeout over an hour', () => {
    const emu = emulate(FLOW);
    const page = emu.userCallback({ state: emu.callServer('failing') as string });
    expect(page.status).toBe(500);
    expect(page.html).toContain('exchange failed');
    expect(() => emu.callServer('noMethod')).toThrow(ScriptExecutionError);
    expect(() => emu.callServer('badTimeout')).toThrow('1–3600 seconds');
  });
});
