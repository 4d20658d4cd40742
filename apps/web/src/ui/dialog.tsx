import '@mantine/core/styles/Modal.layer.css';
import { Modal, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A centred modal named by its title, whose close button is labelled in the visitor's language. Its
 * header is a div, not Mantine's default <header>: the page already has its banner landmark.
 */
export function Dialog({
  opened,
  onClose,
  title,
  titleClassName,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  titleClassName?: string;
  size?: MantineSize;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title className={titleClassName}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
