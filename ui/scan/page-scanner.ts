/**
 * 'Scan pages' without a framework, so the upload link's small page and the portal use
 * the same one: the camera (`capture`) takes a page at a time, the pages can be moved,
 * turned and removed, and 'Make PDF' hands back one PDF named after the request.
 */
import { pdfNameFor, type ScannedPage, shrinkPhoto } from './photo-pages.ts';

export interface ScannerOptions {
  /** The request's title: the PDF's name. */
  title: string;
  onPdf(file: File): void;
  onError?(message: string): void;
}

const button = (label: string, aria: string, onClick: () => void) => {
  const node = document.createElement('button');
  node.type = 'button';
  node.textContent = label;
  node.setAttribute('aria-label', aria);
  node.addEventListener('click', onClick);
  return node;
};

/** Puts the scanner into `container`; answers a function that removes it and frees its previews. */
export function mountScanner(container: HTMLElement, options: ScannerOptions): () => void {
  const pages: (ScannedPage & { preview: string })[] = [];
  const box = document.createElement('section');
  box.className = 'scanner';
  box.setAttribute('aria-label', 'Scan pages');

  const camera = document.createElement('input');
  camera.type = 'file';
  camera.accept = 'image/*';
  // The back camera on a phone; a computer opens its file picker instead.
  camera.setAttribute('capture', 'environment');
  camera.className = 'visually-hidden';
  camera.setAttribute('data-testid', 'scan-camera');
  // The buttons below open it; it keeps a name for screen readers and stays out of the tab order.
  camera.setAttribute('aria-label', 'Take a photo of a page');
  camera.tabIndex = -1;
  camera.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)';

  const start = button('Scan pages', 'Scan pages with the camera', () => camera.click());
  start.className = 'button';
  const list = document.createElement('ol');
  list.className = 'pages';
  const status = document.createElement('p');
  status.className = 'hint';
  status.setAttribute('role', 'status');
  const addPage = button('Add a page', 'Take another page', () => camera.click());
  addPage.className = 'button';
  const make = button('Make PDF', 'Make one PDF of these pages', async () => {
    make.disabled = true;
    status.textContent = 'Making the PDF…';
    try {
      // pdf-lib comes over the network only now, so the page itself stays light on prepaid data.
      const { pagesToPdf } = await import('./pages-to-pdf.ts');
      options.onPdf(await pagesToPdf(pages, pdfNameFor(options.title)));
      clear();
      status.textContent = '';
    } catch {
      status.textContent = '';
      options.onError?.('The PDF could not be made on this device. Please choose the photos as files instead.');
    } finally {
      make.disabled = pages.length === 0;
    }
  });
  make.className = 'button';
  const actions = document.createElement('div');
  actions.style.cssText = 'display:flex;flex-wrap:wrap;gap:8px';

  function clear() {
    for (const page of pages) URL.revokeObjectURL(page.preview);
    pages.length = 0;
    render();
  }

  function render() {
    list.replaceChildren(
      ...pages.map((page, index) => {
        const item = document.createElement('li');
        item.style.overflow = 'hidden';
        const image = document.createElement('img');
        image.src = page.preview;
        image.alt = `Page ${index + 1}`;
        image.style.transform = `rotate(${page.rotation}deg)`;
        const label = document.createElement('div');
        label.textContent = `Page ${index + 1}`;
        const tools = document.createElement('div');
        tools.className = 'tools';
        const move = (to: number) => () => {
          const [moved] = pages.splice(index, 1);
          if (moved) pages.splice(to, 0, moved);
          render();
        };
        const up = button('↑', `Move page ${index + 1} earlier`, move(index - 1));
        up.disabled = index === 0;
        const down = button('↓', `Move page ${index + 1} later`, move(index + 1));
        down.disabled = index === pages.length - 1;
        tools.append(
          up,
          down,
          button('⟳', `Turn page ${index + 1}`, () => {
            page.rotation = (page.rotation + 90) % 360;
            render();
          }),
          button('✕', `Remove page ${index + 1}`, () => {
            URL.revokeObjectURL(page.preview);
            pages.splice(index, 1);
            render();
          }),
        );
        item.append(image, label, tools);
        return item;
      }),
    );
    // style, not the hidden attribute: the pages' own CSS gives buttons a display that would win over it.
    start.style.display = pages.length > 0 ? 'none' : '';
    actions.style.display = pages.length === 0 ? 'none' : 'flex';
    make.textContent = pages.length === 1 ? 'Make PDF (1 page)' : `Make PDF (${pages.length} pages)`;
    make.disabled = pages.length === 0;
  }

  camera.addEventListener('change', async () => {
    const photos = Array.from(camera.files ?? []);
    camera.value = '';
    status.textContent = 'Preparing the page…';
    for (const photo of photos) {
      try {
        const page = await shrinkPhoto(photo);
        pages.push({ ...page, preview: URL.createObjectURL(page.jpeg) });
      } catch {
        options.onError?.(`${photo.name} is not a photo this device can read.`);
      }
    }
    status.textContent = '';
    render();
  });

  actions.append(addPage, make);
  box.append(start, camera, list, actions, status);
  container.append(box);
  render();
  return () => {
    clear();
    box.remove();
  };
}
