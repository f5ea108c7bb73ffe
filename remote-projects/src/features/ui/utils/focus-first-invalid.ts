import type { FormEvent } from 'react';

/**
 * After a refused submit, puts the keyboard focus on the first field marked invalid, so the
 * user (and a screen reader) lands on the message. Runs after React has marked the fields.
 */
export function focusFirstInvalid(event: FormEvent<HTMLFormElement>): void {
  const form = event.currentTarget;
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
