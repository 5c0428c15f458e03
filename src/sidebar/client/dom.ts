/**
 * Element construction for every view. Children that are strings become text nodes, so a keyword,
 * URL or error message from the service is always shown as text and never parsed as HTML.
 */
export type Child = Node | string | number | null | undefined | false;
type Handler = (event: Event) => void;
export type Props = Readonly<Record<string, string | number | boolean | Handler | undefined>>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, '').toLowerCase(), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.textContent = '';
  append(parent, children);
}

let nextId = 0;
/** A unique id, for tying labels, hints and live regions to their inputs. */
function uid(prefix: string): string {
  nextId += 1;
  return `${prefix}-${nextId}`;
}

/** A labelled input or select with an optional hint, wired with for/aria-describedby. */
export function field(
  label: string,
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  hint?: string,
): HTMLDivElement {
  control.id ||= uid('field');
  const hintId = hint ? `${control.id}-hint` : undefined;
  if (hintId) control.setAttribute('aria-describedby', hintId);
  return h(
    'div',
    { class: 'form-group' },
    h('label', { for: control.id }, label),
    control,
    hint ? h('p', { class: 'secondary', id: hintId }, hint) : null,
  );
}

/** What a view shows while a server call it waits for is under way (calls take seconds in Sheets). */
export function loading(text: string): HTMLParagraphElement {
  return h('p', { class: 'gray loading', role: 'status', 'aria-busy': 'true' }, text);
}

/** A translated sentence with a name in it, the name in bold wherever the language put it. */
export function emphasis(sentence: string, name: string): Child[] {
  return sentence.split(name).flatMap((part, i) => (i === 0 ? [part] : [h('strong', {}, name), part]));
}
