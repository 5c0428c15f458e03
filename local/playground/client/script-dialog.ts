/**
 * Simulator › Script a position: a small form for `/__sim/script` (domain, phrase, from-date, position), so an
 * alert can be made to happen in the playground: script a move, advance the clock, let the schedule run.
 */
import type { ScriptRequest } from '../protocol';

type Fields = Omit<ScriptRequest, 'known'>;

/** The last form sent: the next one starts from it, as a tester scripts one phrase day after day. */
let last: Fields = { domain: 'example.pl', keyword: '', from: '', position: 11 };

function field(label: string, input: HTMLInputElement): HTMLLabelElement {
  const wrapper = document.createElement('label');
  wrapper.append(label, input);
  return wrapper;
}

function input(name: keyof Fields, type: string, value: string): HTMLInputElement {
  const node = document.createElement('input');
  node.name = name;
  node.type = type;
  node.value = value;
  node.required = true;
  return node;
}

/** Asks for a script; resolves with it, or null when cancelled. `today` (YYYY-MM-DD) is the clock's day. */
export function askScript(today: string): Promise<Fields | null> {
  const dialog = document.createElement('dialog');
  dialog.className = 'script-dialog';
  dialog.setAttribute('aria-label', 'Script a position');
  const form = document.createElement('form');
  form.method = 'dialog';
  const heading = document.createElement('h2');
  heading.textContent = 'Script a position';
  const hint = document.createElement('p');
  hint.textContent =
    'From that day on, every answer gives the domain this position for the phrase (0: not ranking).';
  const domain = input('domain', 'text', last.domain);
  const keyword = input('keyword', 'text', last.keyword);
  const from = input('from', 'date', last.from || today);
  const position = input('position', 'number', String(last.position));
  position.min = '0';
  position.max = '100';
  const buttons = document.createElement('menu');
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.textContent = 'Cancel';
  const submit = document.createElement('button');
  submit.type = 'submit';
  submit.value = 'script';
  submit.textContent = 'Script';
  buttons.append(cancel, submit);
  form.append(
    heading,
    hint,
    field('Domain', domain),
    field('Phrase', keyword),
    field('From', from),
    field('Position', position),
    buttons,
  );
  dialog.append(form);
  document.body.append(dialog);
  return new Promise((resolve) => {
    cancel.addEventListener('click', () => dialog.close());
    dialog.addEventListener('close', () => {
      dialog.remove();
      if (dialog.returnValue !== 'script') return resolve(null);
      last = {
        domain: domain.value,
        keyword: keyword.value,
        from: from.value,
        position: Number(position.value),
      };
      resolve(last);
    });
    dialog.showModal();
    (keyword.value ? position : keyword).focus();
  });
}
