import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import {
  ENQUIRY_MAX_LENGTHS,
  ENQUIRY_MESSAGES,
  enquiryErrors,
  readAnswer,
  type EnquiryForm,
  type FieldErrors,
} from '../../domain/enquiry-rules.ts';
import { apiBase, call } from './api.ts';
import { verificationNotice, type Notice } from './texts.ts';

export type Values = Record<string, string | boolean | string[]>;
export type Options = readonly (readonly [value: string, label: string])[];

export interface Field {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'terms' | 'checks';
  options?: Options;
  /** The select's empty choice. */
  placeholder?: string;
  autocomplete?: string;
  optional?: boolean;
  /** Spans both columns on wide containers. */
  wide?: boolean;
}

export interface FormSpec {
  form: EnquiryForm;
  path: string;
  fields: Field[];
  initial: Values;
  /** Values the element's attributes choose (interest="standard"); applied again when they change. */
  preset?: Values;
  /** Extra fields derived from the values (the contact page's `services`). */
  extra?: (values: Values) => Record<string, unknown>;
  button: string;
  busy: string;
  ok: (server?: string) => Notice;
  fail: (server?: string) => Notice;
}

interface Question {
  a: number;
  b: number;
  token: string;
}

/**
 * One enquiry form: the fields, the human check, the honeypot and the notice.
 * States (docs/product/site.md#enquiry-form-states): idle → submitting (button disabled, busy label)
 * → success (reset to the initial values, the same two numbers) or error.
 * Rules and messages are the API's (domain/enquiry-rules.ts), checked here
 * first so a person sees them at once.
 */
export function Form({ spec, api, source }: { spec: FormSpec; api: string | null; source: string | null }) {
  const start = () => ({ ...spec.initial, ...spec.preset });
  const values = useSignal<Values>(start());
  // A key with '' marks a field invalid with no message under it (a wrong human-check answer).
  const errors = useSignal<FieldErrors>({});
  const busy = useSignal(false);
  const notice = useSignal<Notice | null>(null);
  const question = useSignal<Question | null | false>(null);
  const form = useRef<HTMLFormElement>(null);
  const base = apiBase(api);

  const ask = () =>
    call(`${base}/api/human-check`).then(
      (reply) => (question.value = reply.ok ? (reply.body as unknown as Question) : false),
      () => (question.value = false),
    );
  // The site's package buttons set interest="…" on the element after it is shown.
  const preset = JSON.stringify(spec.preset ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the preset's JSON, so a new object with the same values is no change.
  useEffect(() => {
    values.value = { ...values.value, ...spec.preset };
  }, [preset]);

  // The question is drawn when the form first comes into view, not by every page load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: signals and the ref are stable; only a new API base asks again.
  useEffect(() => {
    if (!self.IntersectionObserver) return void ask();
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          seen.disconnect();
          ask();
        }
      },
      { rootMargin: '300px' },
    );
    if (!form.current) return;
    seen.observe(form.current);
    return () => seen.disconnect();
  }, [base]);

  const set = (name: string, value: Values[string]) => {
    values.value = { ...values.value, [name]: value };
    if (name in errors.value) {
      const { [name]: _, ...rest } = errors.value;
      errors.value = rest;
    }
  };
  const focusInvalid = () => setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus());

  async function submit(event: Event) {
    event.preventDefault();
    if (busy.value) return;
    notice.value = null;
    const current = values.value;
    const found = enquiryErrors(spec.form, current);
    errors.value = found;
    if (Object.keys(found).length) return focusInvalid();
    const q = question.value;
    if (!q) {
      notice.value = spec.fail();
      ask();
      return;
    }
    if (readAnswer(current.captcha) !== q.a + q.b) {
      errors.value = { captcha: '' };
      notice.value = verificationNotice(ENQUIRY_MESSAGES.captchaWrong);
      return focusInvalid();
    }

    busy.value = true;
    try {
      const payload = {
        ...current,
        ...spec.extra?.(current),
        captchaToken: q.token,
        source: source || location.hostname,
      };
      const reply = await call(base + spec.path, payload);
      const server = reply.body;
      if (reply.ok) {
        values.value = start();
        errors.value = {};
        // Same numbers until the page is reloaded; the server gave a new token for them.
        if (server.captchaToken) question.value = { ...q, token: server.captchaToken };
        else ask();
        notice.value = spec.ok(server.message);
      } else if (server.errors?.captcha) {
        // The token was refused (expired, spent): a new question replaces it.
        values.value = { ...current, captcha: '' };
        errors.value = { captcha: '' };
        notice.value = verificationNotice(server.errors.captcha);
        ask();
      } else {
        errors.value = server.errors ?? {};
        notice.value = spec.fail(Object.values(server.errors ?? {})[0] ?? server.detail);
        focusInvalid();
      }
    } catch {
      notice.value = spec.fail();
    } finally {
      busy.value = false;
    }
  }

  const v = values.value;
  const errs = errors.value;
  const q = question.value;

  /** The attributes a control needs to be labelled, marked invalid and described by its message. */
  const aria = (name: string) => ({
    id: name,
    name,
    'aria-invalid': name in errs ? ('true' as const) : undefined,
    'aria-describedby': errs[name] ? `${name}-e` : undefined,
  });
  const message = (name: string) =>
    errs[name] ? (
      <p class="e" id={`${name}-e`}>
        {errs[name]}
      </p>
    ) : null;
  const text = (name: string) => (typeof v[name] === 'string' ? (v[name] as string) : '');
  const onText = (name: string) => (e: Event) => set(name, (e.currentTarget as HTMLInputElement).value);
  const max = (name: string) => (ENQUIRY_MAX_LENGTHS as Record<string, number>)[name];

  function field(f: Field) {
    const label = (
      <>
        {f.label}
        {f.optional && <span class="o"> (optional)</span>}
      </>
    );
    if (f.type === 'terms') {
      return (
        <div class="f w" key={f.name}>
          <label class="c">
            <input
              type="checkbox"
              {...aria(f.name)}
              checked={v[f.name] === true}
              onChange={(e) => set(f.name, e.currentTarget.checked)}
            />
            <span>
              I accept the{' '}
              <a href={`${base}/terms`} target="_blank" rel="noopener">
                terms and conditions
              </a>
            </span>
          </label>
          {message(f.name)}
        </div>
      );
    }
    if (f.type === 'checks') {
      const chosen = (v[f.name] as string[]) ?? [];
      return (
        <fieldset class="f w" key={f.name} aria-describedby={errs[f.name] ? `${f.name}-e` : undefined}>
          <legend>{label}</legend>
          {(f.options ?? []).map(([value, text]) => (
            <label class="c" key={value}>
              <input
                type="checkbox"
                name={f.name}
                value={value}
                checked={chosen.includes(value)}
                onChange={(e) =>
                  set(f.name, e.currentTarget.checked ? [...chosen, value] : chosen.filter((c) => c !== value))
                }
              />
              {text}
            </label>
          ))}
          {message(f.name)}
        </fieldset>
      );
    }
    let control: JSX.Element;
    if (f.type === 'select') {
      control = (
        <select {...aria(f.name)} value={text(f.name)} onChange={onText(f.name)}>
          <option value="">{f.placeholder}</option>
          {(f.options ?? []).map(([value, text]) => (
            <option value={value} key={value}>
              {text}
            </option>
          ))}
        </select>
      );
    } else if (f.type === 'textarea') {
      control = <textarea {...aria(f.name)} maxLength={max(f.name)} value={text(f.name)} onInput={onText(f.name)} />;
    } else {
      control = (
        <input
          {...aria(f.name)}
          type={(f.type ?? 'text') as 'text'}
          autocomplete={f.autocomplete}
          maxLength={max(f.name)}
          value={text(f.name)}
          onInput={onText(f.name)}
        />
      );
    }
    return (
      <div class={f.wide ? 'f w' : 'f'} key={f.name}>
        <label for={f.name}>{label}</label>
        {control}
        {message(f.name)}
      </div>
    );
  }

  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={busy.value}>
      {spec.fields.map(field)}
      <div class="f w">
        <label for="captcha">
          {q ? `What is ${q.a} + ${q.b}?` : q === false ? 'The question could not be loaded.' : 'Loading the question…'}
        </label>
        <input
          {...aria('captcha')}
          inputMode="numeric"
          autocomplete="off"
          maxLength={3}
          value={text('captcha')}
          onInput={onText('captcha')}
        />
        {message('captcha')}
      </div>
      <div class="hp" aria-hidden="true">
        <label>
          Website
          <input name="website" tabIndex={-1} autocomplete="off" value={text('website')} onInput={onText('website')} />
        </label>
      </div>
      <div class="w a">
        <button type="submit" disabled={busy.value}>
          {busy.value ? spec.busy : spec.button}
        </button>
        <div class="n" role="status" aria-live="polite">
          {notice.value && (
            <p class={notice.value.ok ? 'ok' : 'bad'}>
              <strong>{notice.value.title}</strong> {notice.value.text}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
