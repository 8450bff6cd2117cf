import { useState } from 'react';

/**
 * Values and field errors of a form inside a dialog. `close` clears both before
 * calling the dialog's onClose, so the dialog opens empty the next time.
 */
export function useDialogForm<T extends Record<string, string>>(empty: T, onClose: () => void) {
  const [values, setValues] = useState<T>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setValues(empty);
    setErrors({});
    onClose();
  };
  return { values, setValues, errors, setErrors, close };
}
