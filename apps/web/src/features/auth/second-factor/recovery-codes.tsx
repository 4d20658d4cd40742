import { Button, List } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnAppear } from '../../../ui/focus-on-appear';
import classes from './second-factor.module.css';
import { classNameProp } from '../../../ui/class-name';

/** Her ten recovery codes, shown once, to copy or write down before she goes on. */
export function RecoveryCodes({
  codes,
  onSaved,
  busy,
}: {
  codes: readonly string[];
  onSaved: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  // She came from a button that is gone: her codes' heading is where she starts reading.
  const heading = useFocusOnAppear<HTMLHeadingElement>();
  const copy = () => {
    navigator.clipboard?.writeText(codes.join('\n')).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section className={classes.part} aria-labelledby="recovery-title">
      <h2 id="recovery-title" className={classes.title} ref={heading} tabIndex={-1}>
        {t('secondFactor.recoveryTitle')}
      </h2>
      <p>{t('secondFactor.recoveryIntro')}</p>
      <List {...classNameProp(classes.codes)} dir="ltr" listStyleType="none">
        {codes.map((code) => (
          <List.Item key={code}>
            <code>{code}</code>
          </List.Item>
        ))}
      </List>
      <div className={classes.actions}>
        <Button variant="outline" onClick={copy}>
          {t('secondFactor.recoveryCopy')}
        </Button>
        {copied ? <span role="status">{t('secondFactor.recoveryCopied')}</span> : null}
      </div>
      <Button size="md" fullWidth onClick={onSaved} loading={busy}>
        {t('secondFactor.recoverySaved')}
      </Button>
    </section>
  );
}
