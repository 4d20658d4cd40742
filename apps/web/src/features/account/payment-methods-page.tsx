import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavedCards, useSaveCard, type SavedCard } from '../../api/saved-cards';
import { useSession } from '../../shared/session-context';
import { useAccountTexts } from '../../i18n/account-texts';
import { CardEntry } from '../../payments/card-entry';
import { CardIncompleteError, type CardEntryHandle } from '../../payments/card-entry-handle';
import { SavedCardLabel } from '../../payments/saved-card-label';
import { TestPaymentsNotice } from '../../payments/test-payments-notice';
import blocks from '../../ui/account-blocks.module.css';
import { errorText } from '../../ui/error-notice';
import { Page } from '../../ui/page';
import { ServerText } from '../../ui/server-text';
import classes from './payment-methods.module.css';
import { RemoveCardModal } from './remove-card-modal';
import { QueryView } from '../../ui/query-view';

/** /payment-methods (docs/product/site-and-staff.md §2): her saved cards, add one, remove one after confirming. */
export default function PaymentMethodsPage() {
  useAccountTexts();
  const { t } = useTranslation();
  const userId = useSession().session?.userId ?? '';
  const cards = useSavedCards(userId || null);
  const save = useSaveCard(userId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tokenising, setTokenising] = useState(false);
  const cardRef = useRef<CardEntryHandle>(null);
  const busy = tokenising || save.isPending;

  const add = async () => {
    setError(null);
    setNotice(null);
    setTokenising(true);
    try {
      const token = await (cardRef.current?.tokenize() ?? Promise.reject(new CardIncompleteError()));
      setTokenising(false);
      await save.mutateAsync(token.id);
      setAdding(false);
      setNotice(t('paymentMethodsPage.saved'));
    } catch (failure) {
      if (!(failure instanceof CardIncompleteError)) setError(errorText(failure, t));
    } finally {
      setTokenising(false);
    }
  };

  const list = (
    <QueryView queries={[cards]} retry>
      {(saved) =>
        saved.length === 0 ? (
          <p className={blocks.muted}>{t('paymentMethodsPage.empty')}</p>
        ) : (
          <ul className={blocks.list} aria-label={t('payments.savedCards')}>
            {saved.map((card) => (
              <li key={card.id} className={classes.cardRow}>
                <SavedCardLabel brand={card.brand} last4={card.last4} />
                <Button
                  variant="subtle"
                  color="red.9"
                  onClick={() => {
                    setNotice(null);
                    setRemoving(card);
                  }}
                >
                  {/* Her screen reader's name begins with the word she sees (WCAG 2.5.3), in both languages. */}
                  {t('paymentMethodsPage.delete')}
                  <span className="visually-hidden">
                    {' '}
                    {t('paymentMethodsPage.deleteWhich', { last4: card.last4 })}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );

  return (
    <Page title={t('pages.paymentMethods')}>
      <div className={blocks.stack}>
        <p role="status" className={blocks.notice}>
          {notice}
        </p>
        <TestPaymentsNotice />
        {list}
        {adding ? (
          <section className={classes.add} aria-label={t('paymentMethodsPage.add')}>
            {error ? (
              <Alert color="red" role="alert">
                <ServerText>{error}</ServerText>
              </Alert>
            ) : null}
            <CardEntry ref={cardRef} disabled={busy} />
            <div className={blocks.actions}>
              <Button onClick={() => void add()} loading={busy}>
                {t('paymentMethodsPage.save')}
              </Button>
              <Button variant="subtle" onClick={() => setAdding(false)} disabled={busy}>
                {t('paymentMethodsPage.cancel')}
              </Button>
            </div>
          </section>
        ) : (
          <div>
            <Button
              onClick={() => {
                setNotice(null);
                setError(null);
                setAdding(true);
              }}
            >
              {t('paymentMethodsPage.add')}
            </Button>
          </div>
        )}
      </div>
      <RemoveCardModal
        userId={userId}
        card={removing}
        onClose={(removed) => {
          setRemoving(null);
          if (removed) setNotice(t('paymentMethodsPage.deleted'));
        }}
      />
    </Page>
  );
}
