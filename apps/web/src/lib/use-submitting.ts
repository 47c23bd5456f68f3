import { useState } from 'react';

/**
 * A form's submit and whether it is under way (its button spins, a second press is ignored). A
 * failure was already shown by the blog client (错误提示), so it just ends the submit; what was
 * typed stays for another try.
 */
export function useSubmitting<Values>(
  submit: (values: Values) => Promise<unknown>,
): [submitting: boolean, run: (values: Values) => Promise<void>] {
  const [submitting, setSubmitting] = useState(false);
  const run = async (values: Values) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await submit(values);
    } catch {
      // Shown by the blog client.
    } finally {
      setSubmitting(false);
    }
  };
  return [submitting, run];
}
