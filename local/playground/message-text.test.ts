import { parseCardText, parseInline, parseMessageText, safeHref } from './client/message-text';

const text = (s: string) => ({ kind: 'text', text: s });

describe("a channel's formatting read as data", () => {
  test("Chat's text: bold, italic, strike, code, links, mentions, lists and code blocks", () => {
    expect(parseMessageText('*Alerts* for _example.pl_: ~old~ `a_b`', 'chat')).toEqual([
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'bold', children: [text('Alerts')] },
          text(' for '),
          { kind: 'italic', children: [text('example.pl')] },
          text(': '),
          { kind: 'strike', children: [text('old')] },
          text(' '),
          { kind: 'code', text: 'a_b' },
        ],
      },
    ]);
    expect(parseMessageText('Top:\n* one\n- <users/42>\n```\n*not bold*\n```', 'chat')).toEqual([
      { kind: 'paragraph', inlines: [text('Top:')] },
      { kind: 'list', items: [[text('one')], [{ kind: 'mention', text: '@users/42' }]] },
      { kind: 'pre', text: '*not bold*\n' },
    ]);
  });

  test('markers inside words are text: snake_case, 2*3*4', () => {
    expect(parseInline('snake_case_name 2*3*4 a~b~c', 'chat')).toEqual([text('snake_case_name 2*3*4 a~b~c')]);
  });

  test("Slack's mrkdwn: its escapes decoded as text, its mentions, quotes", () => {
    expect(
      parseMessageText('&lt;b&gt;x&lt;/b&gt; &amp; <!here> <@U1> <#C1|alerts>\n&gt; quoted', 'slack'),
    ).toEqual([
      {
        kind: 'paragraph',
        inlines: [
          text('<b>x</b> & '),
          { kind: 'mention', text: '@here' },
          text(' '),
          { kind: 'mention', text: '@U1' },
          text(' '),
          { kind: 'mention', text: '#alerts' },
        ],
      },
      { kind: 'quote', inlines: [text('quoted')] },
    ]);
  });

  test.each([
    ['https://docs.google.com/x', 'https://docs.google.com/x'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080/'],
    ['http://example.com/', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
  ])('only https (and the loopback) is a link: %s', (url, href) => {
    expect(safeHref(url)).toBe(href);
    const [link] = parseInline(`<${url}|label>`, 'slack');
    expect(link).toEqual(href ? { kind: 'link', href, children: [text('label')] } : text('label'));
  });

  test("a Chat card's HTML: its few tags as runs, any other tag as the text it is", () => {
    expect(
      parseCardText(
        '<b>2</b> of <a href="https://x.pl">3</a><br><script>alert(1)</script><a href="javascript:x">y</a>',
      ),
    ).toEqual([
      { kind: 'bold', children: [text('2')] },
      text(' of '),
      { kind: 'link', href: 'https://x.pl', children: [text('3')] },
      { kind: 'break' },
      text('<script>'),
      text('alert(1)'),
      text('</script>'),
      text('y'),
    ]);
  });
});
