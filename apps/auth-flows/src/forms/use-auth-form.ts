import { useRef, type FormEvent } from 'react';
import { useFormik, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { useTexts, type AuthTextKey } from '../i18n/texts';

type TextKeys<Values> = { [Name in keyof Values]: Values[Name] extends string ? Name : never }[keyof Values] & string;

export interface AuthFormOptions<Values extends FormikValues> {
  initialValues: Values;
  /** The rules, as a yup object schema of the form's values (./field-rules.ts). */
  schema: AnyObjectSchema;
  /** Each field's label, in the order a failed submit looks for the first field to fix. */
  labels: { [Name in keyof Values]?: AuthTextKey };
  /** Runs once every rule passes; the form counts as sending until it settles. */
  onSubmit: (values: Values) => Promise<void> | void;
}

/**
 * The account forms' one way of holding values and rules: formik keeps the values, what was left
 * and what was sent, yup checks them. A field's error shows once the visitor has left it or tried
 * to send; a failed send moves focus to the first field to fix (docs/product-rules.md, R-VALID-4).
 * `field(name)` is what the UI kit's TextField takes.
 */
export function useAuthForm<Values extends FormikValues>(options: AuthFormOptions<Values>) {
  const { t } = useTexts();
  const { initialValues, labels, schema, onSubmit } = options;
  const inputs = useRef(new Map<string, HTMLInputElement | null>());
  // One ref callback per field for the form's whole life: a new one each render would detach and
  // attach the input again on every keystroke.
  const refs = useRef(new Map<string, (input: HTMLInputElement | null) => void>());
  const refOf = (name: string) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (input) => void inputs.current.set(name, input);
      refs.current.set(name, ref);
    }
    return ref;
  };
  const formik = useFormik<Values>({ initialValues, validationSchema: schema, onSubmit: (values) => onSubmit(values) });
  const order = Object.keys(labels);

  /** The message under a field, in the visitor's language, once it should show. */
  function errorOf(name: keyof Values & string): string | undefined {
    const error: unknown = formik.errors[name];
    if (typeof error !== 'string' || !(formik.touched[name] || formik.submitCount > 0)) return undefined;
    const label = labels[name];
    return t(error as AuthTextKey, { field: label ? t(label) : '' });
  }

  function field(name: TextKeys<Values>) {
    return {
      name,
      value: formik.values[name] as string,
      onValueChange: (value: string) => void formik.setFieldValue(name, value),
      onBlur: () => void formik.setFieldTouched(name, true),
      error: errorOf(name),
      inputRef: refOf(name),
    };
  }

  /**
   * A box checked only when sent (a one-time code): its message shows after a send and goes with
   * the next keystroke; typing and leaving the box show nothing, so it never nags mid-code.
   */
  function checkedOnSend(name: TextKeys<Values>) {
    const { onBlur: _left, ...props } = field(name);
    return {
      ...props,
      onValueChange: (value: string) => {
        void formik.setFieldValue(name, value, false);
        formik.setFieldError(name, undefined);
      },
    };
  }

  // Formik says it is submitting only after the check that starts a send: a second click (or Enter)
  // in that moment would send twice.
  const inFlight = useRef(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const errors = await formik.validateForm();
      const first = order.find((name) => errors[name]);
      // An invalid form counts the attempt (every error shows from now on) without being sent.
      await formik.submitForm();
      if (first) inputs.current.get(first)?.focus();
    } finally {
      inFlight.current = false;
    }
  }

  /** Puts the focus in a field, for a form that learns only from the service that the field is wrong. */
  const focus = (name: TextKeys<Values>) => inputs.current.get(name)?.focus();

  return { formik, values: formik.values, sending: formik.isSubmitting, field, checkedOnSend, errorOf, submit, focus };
}

export type AuthForm<Values extends FormikValues> = ReturnType<typeof useAuthForm<Values>>;
