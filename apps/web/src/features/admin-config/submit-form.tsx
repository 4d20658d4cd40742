import type { FormEvent, ReactNode } from 'react';

/**
 * A form the page checks itself (noValidate): submitting never reloads the page and runs `onSubmit`
 * with the event, which a Mantine form's onSubmit takes (the first field it refuses is then known).
 */
export function SubmitForm({
  className,
  onSubmit,
  children,
}: {
  className: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}
