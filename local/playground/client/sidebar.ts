/** The 300 px panel at the right that hosts the add-on's own sidebar HTML in an iframe. */
import type { SidebarView } from '../protocol';

export class SidebarPanel {
  private version = -1;

  constructor(
    private readonly root: HTMLElement,
    onClose: () => void,
  ) {
    root.querySelector('.sidebar-close')!.addEventListener('click', onClose);
  }

  show(sidebar: SidebarView | null): void {
    this.root.hidden = sidebar === null;
    if (!sidebar || sidebar.version === this.version) return;
    this.version = sidebar.version;
    this.root.querySelector('.sidebar-title')!.textContent = sidebar.title;
    const frame = document.createElement('iframe');
    frame.title = sidebar.title;
    // Same-origin so the bridge can POST to the playground; Apps Script's own sandbox is stricter.
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-modals allow-popups');
    frame.src = `/sidebar?v=${sidebar.version}`;
    this.root.querySelector('iframe')?.remove();
    this.root.appendChild(frame);
  }
}
