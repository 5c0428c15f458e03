/** The menu bar: buttons that drop down a list of actions, closed by a pick, Escape or a click elsewhere. */
export type MenuEntry =
  | { readonly kind: 'action'; readonly label: string; readonly run: () => void }
  | { readonly kind: 'heading'; readonly label: string }
  | { readonly kind: 'separator' };

export interface Menu {
  readonly title: string;
  readonly entries: readonly MenuEntry[];
}

export function renderMenubar(root: HTMLElement, menus: readonly Menu[]): void {
  root.replaceChildren(...menus.map((menu) => menuElement(menu)));
}

/** A button dropping down the menu's list; `label` names it for a button that shows only a sign (▾). */
export function menuElement(menu: Menu, label?: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.className = 'menu';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = menu.title;
  if (label) button.setAttribute('aria-label', label);
  button.setAttribute('aria-haspopup', 'menu');
  const list = document.createElement('div');
  list.className = 'menu-list';
  list.setAttribute('role', 'menu');
  list.hidden = true;
  list.append(...menu.entries.map((entry) => entryElement(entry, () => close())));

  const close = () => {
    list.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    document.removeEventListener('mousedown', onOutside);
  };
  const onOutside = (event: MouseEvent) => {
    if (!wrapper.contains(event.target as Node)) close();
  };
  button.addEventListener('click', () => {
    if (!list.hidden) return close();
    list.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    document.addEventListener('mousedown', onOutside);
  });
  wrapper.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  wrapper.append(button, list);
  return wrapper;
}

function entryElement(entry: MenuEntry, close: () => void): HTMLElement {
  if (entry.kind === 'separator') {
    const hr = document.createElement('hr');
    hr.setAttribute('role', 'separator');
    return hr;
  }
  if (entry.kind === 'heading') {
    const heading = document.createElement('div');
    heading.className = 'menu-heading';
    heading.textContent = entry.label;
    return heading;
  }
  const item = document.createElement('button');
  item.type = 'button';
  item.setAttribute('role', 'menuitem');
  item.textContent = entry.label;
  item.addEventListener('click', () => {
    close();
    entry.run();
  });
  return item;
}
