import type { ReactNode } from 'react';

/** A form the page checks itself (noValidate): submitting runs `onSubmit` and never reloads the page. */
export function SubmitForm({
  className,
  onSubmit,
  children,
}: {
  className: string | undefined;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
