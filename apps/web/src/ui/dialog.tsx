import '@mantine/core/styles/Modal.layer.css';
import { Modal, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus, type FocusFallback } from './dialog-focus';
import { classNameProp } from './class-name';

/**
 * Every dialog of the site: a modal named by its title, whose close button is labelled in the
 * visitor's language. Its header is a div, not Mantine's default <header>: the page already has its
 * banner landmark. When it closes, focus goes back to the control that opened it, or, when the action
 * removed that control, to `returnFocusTo` (by default the page's heading).
 */
export function Dialog({
  opened,
  onClose,
  title,
  titleClassName,
  bodyClassName,
  size,
  centered = true,
  fullScreen = false,
  returnFocusTo,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Each forwarded as it comes: a CSS module's class, or a caller's own optional prop. */
  titleClassName?: string | undefined;
  bodyClassName?: string | undefined;
  size?: MantineSize;
  /** Centred on the screen (the default), or from the top, for a tall dialog that grows as it loads. */
  centered?: boolean;
  fullScreen?: boolean;
  /** Where focus goes on closing when the opener is gone: the heading of what replaced it. */
  returnFocusTo?: FocusFallback | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const contentRef = useReturnFocus(opened, returnFocusTo);
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      centered={centered}
      fullScreen={fullScreen}
      {...(size === undefined ? {} : { size })}
      returnFocus={false}
    >
      <Modal.Overlay />
      <Modal.Content ref={contentRef}>
        <Modal.Header component="div">
          <Modal.Title {...classNameProp(titleClassName)}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body {...classNameProp(bodyClassName)}>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
