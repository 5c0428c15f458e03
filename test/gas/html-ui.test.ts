import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useEmulators } from './support';

const emulate = useEmulators();

const views = mkdtempSync(join(tmpdir(), 'gas-views-'));
writeFileSync(join(views, 'Sidebar.html'), '<div id="app">Sidebar</div>');
writeFileSync(
  join(views, 'Greeting.html'),
  '<p><?= name ?></p><div><?!= raw ?></div><? for (var i = 0; i < 2; i++) { ?>*<? } ?><i><?= shout() ?></i>',
);

const BUNDLE = `
function shout() { return 'HEY'; }
function showSidebar() { SpreadsheetApp.getUi().showSidebar(HtmlService.createHtmlOutputFromFile('Sidebar').setTitle('SEO Sheets').setWidth(500)); }
function greet(name, raw) { var t = HtmlService.createTemplateFromFile('Greeting'); t.name = name; t.raw = raw; return t.evaluate().getContent(); }
function missing() { HtmlService.createHtmlOutputFromFile('Nope'); }
function ask() { var ui = SpreadsheetApp.getUi(); var r = ui.prompt('Name?', ui.ButtonSet.OK_CANCEL);
  return [ui.alert('Sure?', 'Really?', ui.ButtonSet.YES_NO), r.getResponseText(), r.getSelectedButton()]; }
function dialog() { SpreadsheetApp.getUi().showModalDialog(HtmlService.createHtmlOutput('<b>x</b>').setWidth(400).setHeight(200), 'Help'); }
`;

describe('HtmlService and the UI', () => {
  it('shows a sidebar from a build file at the fixed 300 px', () => {
    const emu = emulate(BUNDLE, { viewsDir: views });
    emu.runMenu('showSidebar');
    expect(emu.ui.sidebar).toEqual({ title: 'SEO Sheets', html: '<div id="app">Sidebar</div>', width: 300 });
  });

  it('escapes <?= ?>, not <?!= ?>, and runs scriptlet code in the script scope', () => {
    const emu = emulate(BUNDLE, { viewsDir: views });
    expect(emu.callServer('greet', ['<b>Ann & "Bo"</b>', '<hr>'])).toBe(
      '<p>&lt;b&gt;Ann &amp; &quot;Bo&quot;&lt;/b&gt;</p><div><hr></div>**<i>HEY</i>',
    );
  });

  it('reads a build file again once it is rewritten, at once and to the same length', () => {
    const emu = emulate(BUNDLE.replace("FromFile('Sidebar')", "FromFile('Changing')"), { viewsDir: views });
    const shown = (text: string) => {
      writeFileSync(join(views, 'Changing.html'), text);
      emu.runMenu('showSidebar');
      return emu.ui.sidebar?.html;
    };
    expect(['one', 'two', 'two', 'three'].map(shown)).toEqual(['one', 'two', 'two', 'three']);
  });

  it('fails for a missing file', () => {
    const emu = emulate(BUNDLE, { viewsDir: views });
    expect(() => emu.callServer('missing')).toThrow('No HTML file named Nope was found.');
  });

  it('answers alerts and prompts from queued replies', () => {
    const emu = emulate(BUNDLE);
    emu.ui.replies.push({ button: 'OK', text: 'Ann' }, { button: 'NO' });
    expect(emu.callServer('ask')).toEqual(['NO', 'Ann', 'OK']);
    expect(emu.ui.alerts.map((a) => [a.kind, a.title, a.prompt, a.buttons])).toEqual([
      ['prompt', '', 'Name?', 'OK_CANCEL'],
      ['alert', 'Sure?', 'Really?', 'YES_NO'],
    ]);
  });

  it('records modal dialogs', () => {
    const emu = emulate(BUNDLE);
    emu.runMenu('dialog');
    expect(emu.ui.dialogs).toEqual([
      { title: 'Help', html: '<b>x</b>', width: 400, height: 200, modal: true },
    ]);
  });
});
