import { TextInput } from '@mantine/core';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardBrandOf } from '@tevila/domain';
import { createSandboxToken } from '../api/sandbox-token';
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

const fieldClasses = { root: classes.field, label: classes.fieldLabel, wrapper: classes.fieldBox };
const FIELDS: readonly Field[] = ['number', 'expiry', 'cvc', 'postalCode'];

/**
 * The sandbox's own card form (docs/design.md §7): number, MM/YY expiry, CVC and postal code, checked as
 * she types and tokenised through payments/sandbox/tokens. A field's message shows once she has
 * left it, or when she tries to pay.
 */
export function SandboxCardForm({ ref, onCompleteChange, hidePostalCode = false, disabled }: CardFormProps) {
  const { t } = useTranslation();
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

  const message = (field: Field): string | undefined => {
    const problem = problems[field];
    if (!touched[field] || !problem) return undefined;
    return t(`payments.card.${field}.${problem}` as 'payments.card.number.required');
  };
  const errorNode = (field: Field) => {
    const text = message(field);
    return text ? <span role="alert">{text}</span> : undefined;
  };
  const set = (field: Field, value: string) => setValues((prev) => ({ ...prev, [field]: value }));
  const blur = (field: Field) => () => {
    if (values[field] !== '') setTouched((prev) => ({ ...prev, [field]: true }));
  };

  return (
    <div className={classes.cardForm} role="group" aria-label={t('payments.card.group')}>
      <TextInput
        ref={(el) => {
          inputs.current.number = el;
        }}
        className={classes.cardNumber}
        label={t('payments.card.number.label')}
        value={values.number}
        onChange={(e) => set('number', formatCardNumber(e.currentTarget.value))}
        onBlur={blur('number')}
        error={errorNode('number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        dir="ltr"
        size="md"
        classNames={fieldClasses}
        disabled={disabled}
        name="cardnumber"
      />
      <TextInput
        ref={(el) => {
          inputs.current.expiry = el;
        }}
        label={t('payments.card.expiry.label')}
        description={t('payments.card.expiry.format')}
        // The format is the box's placeholder; said to a screen reader, kept off the line it shares
        // with the security code (after the box, so that the box is not pushed down).
        descriptionProps={{ className: 'visually-hidden' }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={values.expiry}
        onChange={(e) => set('expiry', formatExpiry(e.currentTarget.value, values.expiry))}
        onBlur={blur('expiry')}
        error={errorNode('expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        dir="ltr"
        size="md"
        classNames={fieldClasses}
        maxLength={5}
        disabled={disabled}
        name="exp-date"
      />
      <TextInput
        ref={(el) => {
          inputs.current.cvc = el;
        }}
        label={t('payments.card.cvc.label')}
        value={values.cvc}
        onChange={(e) => set('cvc', digitsOf(e.currentTarget.value).slice(0, 4))}
        onBlur={blur('cvc')}
        error={errorNode('cvc')}
        inputMode="numeric"
        autoComplete="cc-csc"
        dir="ltr"
        size="md"
        classNames={fieldClasses}
        maxLength={4}
        disabled={disabled}
        name="cvc"
      />
      {hidePostalCode ? null : (
        <TextInput
          ref={(el) => {
            inputs.current.postalCode = el;
          }}
          label={t('payments.card.postalCode.label')}
          value={values.postalCode}
          onChange={(e) => set('postalCode', e.currentTarget.value.slice(0, 10))}
          onBlur={blur('postalCode')}
          error={errorNode('postalCode')}
          autoComplete="postal-code"
          dir="ltr"
          size="md"
          classNames={fieldClasses}
          disabled={disabled}
          name="postal"
        />
      )}
    </div>
  );
}
