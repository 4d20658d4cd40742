import { useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { cardBrandOf } from '@tevila/domain';
import { createSandboxToken } from '../api/sandbox-token';
import { useText } from '../islands/island-texts';
import { LabelledField } from '../ui/form-fields';
import { useTypedBeforeHydration } from '../ui/use-typed-before-hydration';
import { CardIncompleteError, type CardFormProps } from './card-entry-handle';
import {
  cvcProblem,
  digitsOf,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  numberProblem,
  parseExpiry,
  postalCodeProblem,
  type CardProblem,
} from './card-checks';
import classes from './payments.module.css';

type Field = 'number' | 'expiry' | 'cvc' | 'postalCode';

const FIELDS: readonly Field[] = ['number', 'expiry', 'cvc', 'postalCode'];

/** What each box is: its name for the browser's card autofill, its keyboard, its longest entry. */
const BOXES: Record<Field, { name: string; autoComplete: string; numeric: boolean; maxLength?: number }> = {
  number: { name: 'cardnumber', autoComplete: 'cc-number', numeric: true },
  expiry: { name: 'exp-date', autoComplete: 'cc-exp', numeric: true, maxLength: 5 },
  cvc: { name: 'cvc', autoComplete: 'cc-csc', numeric: true, maxLength: 4 },
  postalCode: { name: 'postal', autoComplete: 'postal-code', numeric: false },
};

const PLACEHOLDERS: Partial<Record<Field, string>> = { number: '1234 1234 1234 1234', expiry: 'MM/YY' };

/** One box of the card: what she typed before the page's script ran is kept, as typed. */
function CardBox({
  id,
  field,
  label,
  problem,
  disabled,
  className,
  described,
  value,
  inputRef,
  onChange,
  onBlur,
}: {
  id: string;
  field: Field;
  label: string;
  problem: string | null;
  disabled: boolean | undefined;
  className: string | undefined;
  /** Said to a screen reader after the label (the expiry's format, which the placeholder shows). */
  described: string | undefined;
  value: string;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { name, autoComplete, numeric, maxLength } = BOXES[field];
  const typedBefore = useTypedBeforeHydration<HTMLInputElement>(value, onChange);
  const describedId = `${id}-more`;
  return (
    <LabelledField id={id} label={label} problem={problem} disabled={disabled} className={className}>
      {({ required: _required, ...control }) => (
        <>
          <input
            {...control}
            ref={(element) => {
              typedBefore.current = element;
              inputRef(element);
            }}
            name={name}
            aria-describedby={
              described
                ? [control['aria-describedby'], describedId].filter(Boolean).join(' ')
                : control['aria-describedby']
            }
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            onBlur={onBlur}
            inputMode={numeric ? 'numeric' : undefined}
            autoComplete={autoComplete}
            placeholder={PLACEHOLDERS[field]}
            maxLength={maxLength}
            dir="ltr"
          />
          {described ? (
            <span id={describedId} className="visually-hidden">
              {described}
            </span>
          ) : null}
        </>
      )}
    </LabelledField>
  );
}

/**
 * The sandbox's own card form (docs/design.md §7): number, MM/YY expiry, CVC and postal code, checked as
 * she types and tokenised through payments/sandbox/tokens. A field's message shows once she has
 * left it, or when she tries to pay. Plain elements and the island's texts: it runs in /donate's island.
 */
export function SandboxCardForm({ ref, onCompleteChange, hidePostalCode = false, disabled }: CardFormProps) {
  const text = useText();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    number: '',
    expiry: '',
    cvc: '',
    postalCode: '',
  });
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    number: false,
    expiry: false,
    cvc: false,
    postalCode: false,
  });
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const brand = cardBrandOf(digitsOf(values.number));

  const problems: Record<Field, CardProblem | null> = {
    number: numberProblem(values.number),
    expiry: expiryProblem(values.expiry),
    cvc: cvcProblem(values.cvc, brand),
    postalCode: hidePostalCode ? null : postalCodeProblem(values.postalCode),
  };
  const complete = FIELDS.every((f) => problems[f] === null);

  const completeRef = useRef<boolean | null>(null);
  useEffect(() => {
    if (completeRef.current === complete) return;
    completeRef.current = complete;
    onCompleteChange?.(complete);
  }, [complete, onCompleteChange]);

  useImperativeHandle(
    ref,
    () => ({
      async tokenize() {
        const firstBad = FIELDS.find((f) => problems[f] !== null);
        if (firstBad) {
          setTouched({ number: true, expiry: true, cvc: true, postalCode: true });
          inputs.current[firstBad]?.focus();
          throw new CardIncompleteError();
        }
        const expiry = parseExpiry(values.expiry);
        return createSandboxToken({
          number: digitsOf(values.number),
          expMonth: expiry?.month ?? 0,
          expYear: expiry?.year ?? 0,
          cvc: digitsOf(values.cvc),
          postalCode: hidePostalCode ? '' : values.postalCode.trim(),
        });
      },
      clearSecurityCode() {
        setValues((prev) => ({ ...prev, cvc: '' }));
        setTouched((prev) => ({ ...prev, cvc: false }));
      },
    }),
    // Every render: the handle reads the values as they are now.
  );

  const message = (field: Field): string | null => {
    const problem = problems[field];
    if (!touched[field] || !problem) return null;
    // Every field and problem has its key in the catalogue; i18next needs one literal key type.
    return text(`payments.card.${field}.${problem}` as 'payments.card.number.required');
  };
  // Each box keeps only what it can hold, in the form a card shows it.
  const typed: Record<Field, (value: string) => string> = {
    number: formatCardNumber,
    expiry: (value) => formatExpiry(value, values.expiry),
    cvc: (value) => digitsOf(value).slice(0, 4),
    postalCode: (value) => value.slice(0, 10),
  };

  const box = (field: Field, extra: { className?: string; described?: string } = {}) => (
    <CardBox
      id={`${id}-${field}`}
      field={field}
      // As above: each field's label key exists.
      label={text(`payments.card.${field}.label` as 'payments.card.number.label')}
      problem={message(field)}
      disabled={disabled}
      className={extra.className ?? classes.field}
      described={extra.described}
      value={values[field]}
      inputRef={(el) => {
        inputs.current[field] = el;
      }}
      onChange={(value) => {
        const next = typed[field](value);
        setValues((prev) => ({ ...prev, [field]: next }));
      }}
      onBlur={() => {
        if (values[field] !== '') setTouched((prev) => ({ ...prev, [field]: true }));
      }}
    />
  );

  return (
    <div className={classes.cardForm} role="group" aria-label={text('payments.card.group')}>
      {box('number', { className: `${classes.field} ${classes.cardNumber}` })}
      {/* The format is the box's placeholder; said to a screen reader, kept off the line it shares
          with the security code. */}
      {box('expiry', { described: text('payments.card.expiry.format') })}
      {box('cvc')}
      {hidePostalCode ? null : box('postalCode')}
    </div>
  );
}
