import type { ReactNode } from 'react';

/** A step's form: submitting it (the next button, or Enter in a field) calls onNext instead of loading a page. */
export function NextStepForm({ onNext, children }: { onNext: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      {children}
    </form>
  );
}
