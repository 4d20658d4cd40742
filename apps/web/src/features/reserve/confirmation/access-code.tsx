import { useTranslation } from 'react-i18next';
import classes from '../reserve.module.css';

/** The access code, one character per flip tile; read out whole by screen readers. */
export function AccessCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.section}>
      <h2 className={classes.heading}>{t('reserve.payment.code')}</h2>
      <div
        className={classes.code}
        role="img"
        aria-label={t('reserve.payment.codeLabel', { code: code.split('').join(' ') })}
      >
        {code.split('').map((char, index) => (
          <span
            key={index}
            className={classes.flip}
            style={{ animationDelay: `${index * 90}ms` }}
            aria-hidden="true"
          >
            {char}
          </span>
        ))}
      </div>
    </div>
  );
}
