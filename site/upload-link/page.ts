/**
 * The page of a document request's upload link (/upload/{token}): no account, no portal
 * bundle, a phone on a slow connection. It asks the API what the request is, shows only
 * that, and sends files into that request; it never lists or downloads anything.
 */
import { MAX_UPLOAD_BYTES } from '../../domain/constants.ts';
import { formatFileSize } from '../../domain/format.ts';
import { UPLOAD_ACCEPT } from '../../domain/upload-file-types.ts';
import { canResume, ResumableUploadError, sendResumable } from '../../ui/resumable/send-resumable.ts';

export const INACTIVE_TEXT = 'This link is no longer active: ask your accountant for a new one';

interface LinkView {
  firmName: string;
  title: string;
  description: string;
  dueDateLabel: string | null;
}

const root = document.getElementById('root') as HTMLElement;
const token = location.pathname.split('/')[2] ?? '';
const api = `/api/upload-links/${encodeURIComponent(token)}`;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { className?: string } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function notice(text: string, kind: 'error' | 'done' = 'error') {
  root.replaceChildren(
    el('main', { className: 'card' }, el('p', { className: `notice ${kind}`, role: 'alert' }, text)),
  );
}

async function detailOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { detail?: string };
    return body.detail ?? 'Something went wrong. Please try again.';
  } catch {
    return 'Something went wrong. Please try again.';
  }
}

/** Sends the files with progress (XMLHttpRequest, as fetch reports no upload progress). */
function send(files: File[], onProgress: (fraction: number) => void): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const body = new FormData();
    for (const file of files) body.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${api}/files`);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, body: '' });
    xhr.send(body);
  });
}

/**
 * One file (a scanned PDF, a photo) goes by tus, in chunks, and goes on where it stopped
 * when the signal comes back; several go in one multipart call, as the request is
 * fulfilled once, by all of them together.
 */
async function sendChosen(files: File[], onProgress: (fraction: number) => void) {
  const [only] = files;
  if (files.length !== 1 || !only || !(await canResume(only))) return send(files, onProgress);
  try {
    await sendResumable({ file: only, metadata: { token }, linkToken: token, onProgress });
    return { status: 201, body: '' };
  } catch (error) {
    if (!(error instanceof ResumableUploadError)) return { status: 0, body: '' };
    return { status: error.status, body: JSON.stringify({ detail: error.message }) };
  }
}

export type AddFiles = (files: File[]) => void;
/** Slots for what else may hand files to the form (the page scanner). */
export const extraSources: ((container: HTMLElement, add: AddFiles, view: LinkView) => void)[] = [];

function render(view: LinkView) {
  document.title = `${view.title} · ${view.firmName}`;
  const chosen: File[] = [];
  const list = el('ul', { className: 'files' });
  const error = el('p', { className: 'notice error', role: 'alert', hidden: true });
  const progress = el('progress', { max: 1, value: 0, hidden: true });
  const sendButton = el('button', { type: 'button', className: 'primary', disabled: true }, 'Send to my accountant');
  const picker = el('input', {
    type: 'file',
    multiple: true,
    accept: UPLOAD_ACCEPT,
    id: 'files',
    className: 'visually-hidden',
  });

  const showList = () => {
    list.replaceChildren(
      ...chosen.map((file, index) => {
        const remove = el('button', { type: 'button', className: 'link' }, 'Remove');
        remove.addEventListener('click', () => {
          chosen.splice(index, 1);
          showList();
        });
        return el('li', {}, el('span', {}, `${file.name} (${formatFileSize(file.size)})`), remove);
      }),
    );
    sendButton.disabled = chosen.length === 0;
  };
  const add: AddFiles = (files) => {
    error.hidden = true;
    const tooBig = files.filter((file) => file.size > MAX_UPLOAD_BYTES).map((file) => file.name);
    if (tooBig.length) {
      error.textContent = `Some files exceed the 10MB limit: ${tooBig.join(', ')}`;
      error.hidden = false;
    }
    chosen.push(...files.filter((file) => file.size <= MAX_UPLOAD_BYTES));
    showList();
  };
  picker.addEventListener('change', () => {
    add(Array.from(picker.files ?? []));
    picker.value = '';
  });

  sendButton.addEventListener('click', async () => {
    sendButton.disabled = true;
    error.hidden = true;
    progress.hidden = false;
    const onProgress = (fraction: number) => {
      progress.value = fraction;
    };
    const result = await sendChosen(chosen, onProgress);
    progress.hidden = true;
    if (result.status === 201) {
      notice('Thank you: your accountant has received your documents. You can close this page.', 'done');
      return;
    }
    if (result.status === 410 || result.status === 404) return notice(INACTIVE_TEXT);
    let detail = 'The connection dropped before everything was sent. Please try again.';
    try {
      if (result.body) detail = (JSON.parse(result.body) as { detail?: string }).detail ?? detail;
    } catch {
      // Not JSON: a proxy's page; the general sentence stays.
    }
    error.textContent = detail;
    error.hidden = false;
    sendButton.disabled = chosen.length === 0;
  });

  const sources = el('div', { className: 'sources' });
  for (const source of extraSources) source(sources, add, view);
  sources.append(el('label', { htmlFor: 'files', className: 'button' }, 'Choose files'), picker);

  root.replaceChildren(
    el('header', {}, el('p', { className: 'firm' }, view.firmName)),
    el(
      'main',
      { className: 'card' },
      el('p', { className: 'eyebrow' }, 'Your accountant asks for'),
      el('h1', {}, view.title),
      el('p', { className: 'description' }, view.description),
      ...(view.dueDateLabel ? [el('p', { className: 'due' }, `Due ${view.dueDateLabel}`)] : []),
      sources,
      el('p', { className: 'hint' }, 'PDFs, photos or office documents, up to 10 MB each.'),
      list,
      error,
      progress,
      sendButton,
    ),
    el('footer', {}, 'This page only sends documents to your accountant for this request. It shows nothing else.'),
  );
}

export async function start() {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return notice(INACTIVE_TEXT);
  const response = await fetch(api).catch(() => null);
  if (!response) return notice('No connection. Please check your signal and reload this page.');
  if (response.status === 410 || response.status === 404) return notice(INACTIVE_TEXT);
  if (!response.ok) return notice(await detailOf(response));
  render((await response.json()) as LinkView);
}
