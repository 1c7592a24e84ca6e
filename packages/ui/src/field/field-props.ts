import { useId } from 'react';

/** What every labelled field of the kit takes, whatever control it draws. */
export interface FieldProps {
  /** Already translated by the caller, as are the hint and the error. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field, tied to it by aria-describedby and announced as it appears. */
  error?: string;
  hint?: string;
  /** A red star after the label and aria-required; the form checks the value itself (noValidate). */
  markRequired?: boolean;
  /** Without one, React's useId names the field: the same on the server and in the browser. */
  id?: string;
}

/** The ids that tie a field's control to its hint and error. */
export function useFieldIds(givenId: string | undefined): { id: string; hintId: string; errorId: string } {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}
