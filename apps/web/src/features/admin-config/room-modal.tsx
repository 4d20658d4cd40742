import '@mantine/core/styles/Input.layer.css';
import { NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { roomForm } from '@tevila/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { roomKinds, useSaveRoom, type AdminRoom, type RoomBody, type RoomKind } from './api/admin-rooms';
import type { AdminSection } from './api/admin-sections';
import { useLanguage } from '../../i18n/use-language';
import { Dialog } from '../../ui/dialog';
import { schemaResolver } from '../../ui/schema-resolver';
import classes from './admin-config.module.css';
import { ModalActions } from './modal-actions';
import { useRoomKindLabel } from './room-labels';
import { SubmitForm } from './submit-form';

interface RoomFields {
  number: string;
  type: RoomKind;
  /** The section chosen; '' while none is, and then the first one offered is meant. */
  sectionId: string;
  /** The call light's DMX channel as typed; '' for none. */
  dmxChannel: string;
}

/**
 * Adds a room (POST rooms) or changes one's number, type or section (PUT rooms/{id}), checked before it
 * is sent as the server will check it (the contract's roomForm: the domain's rule for the number).
 */
export function RoomModal({
  room,
  sections,
  onClose,
}: {
  room: AdminRoom | null;
  sections: readonly AdminSection[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kindLabel = useRoomKindLabel();
  const save = useSaveRoom();
  // A room keeps its section even when that section is no longer active; new rooms go to active ones.
  const offered = sections.filter((s) => s.active || s.id === room?.section.id);
  // The sections may arrive after the form opened: the first active one is the default.
  const sectionOf = (chosen: string) => (chosen !== '' ? chosen : String(offered[0]?.id ?? ''));
  // An empty field is a field not given: the schema then says it is required, as the server would.
  const bodyOf = ({ number, type, sectionId, dmxChannel }: RoomFields): Partial<RoomBody> => {
    const section = sectionOf(sectionId);
    return {
      ...(number.trim() === '' ? {} : { number: number.trim() }),
      type,
      ...(section === '' ? {} : { sectionId: Number(section) }),
      // Sent as typed: the schema (and the server) say what is wrong with it; empty is none.
      dmxChannel: dmxChannel.trim() === '' ? null : dmxChannel.trim(),
    } as Partial<RoomBody>;
  };
  const form = useForm<RoomFields>({
    initialValues: {
      number: room?.number ?? '',
      type: room?.type ?? 'shower',
      sectionId: room ? String(room.section.id) : '',
      dmxChannel: room?.dmxChannel == null ? '' : String(room.dmxChannel),
    },
    validate: (values) =>
      schemaResolver(roomForm, language, {
        number: t('admin.config.rooms.number'),
        type: t('admin.config.rooms.type'),
        sectionId: t('admin.config.rooms.section'),
        dmxChannel: t('admin.config.rooms.dmxChannel'),
      })(bodyOf(values)),
  });
  const sectionId = sectionOf(form.values.sectionId);

  const submit = (values: RoomFields) => {
    const { number, sectionId } = bodyOf(values);
    // The form's schema has refused a room without a number or a section already, and a channel out of range.
    if (number === undefined || sectionId === undefined) return;
    const channel = values.dmxChannel.trim();
    const dmxChannel = channel === '' ? null : Number(channel);
    save.mutate(
      { id: room?.id ?? null, body: { number, type: values.type, sectionId, dmxChannel } },
      { onSuccess: onClose },
    );
  };

  const alert = (text: ReactNode) => (text ? <span role="alert">{text}</span> : undefined);
  return (
    <Dialog
      opened
      onClose={onClose}
      title={
        room ? t('admin.config.rooms.editTitle', { number: room.number }) : t('admin.config.rooms.addTitle')
      }
    >
      <SubmitForm className={classes.modalForm} onSubmit={form.onSubmit(submit)}>
        <TextInput
          label={t('admin.config.rooms.number')}
          required
          data-autofocus
          dir="ltr"
          maxLength={20}
          {...form.getInputProps('number')}
          error={alert(form.errors.number)}
        />
        <NativeSelect
          label={t('admin.config.rooms.type')}
          data={roomKinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          {...form.getInputProps('type')}
        />
        <NativeSelect
          label={t('admin.config.rooms.section')}
          required
          data={[
            ...(sectionId === '' ? [{ value: '', label: t('admin.config.rooms.chooseSection') }] : []),
            ...offered.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          {...form.getInputProps('sectionId')}
          value={sectionId}
          error={alert(form.errors.sectionId)}
        />
        <TextInput
          label={t('admin.config.rooms.dmxChannel')}
          description={t('admin.config.rooms.dmxChannelHint')}
          inputMode="numeric"
          dir="ltr"
          maxLength={3}
          {...form.getInputProps('dmxChannel')}
          error={alert(form.errors.dmxChannel)}
        />
        <ModalActions
          saveLabel={t('admin.config.save')}
          pending={save.isPending}
          error={save.error}
          onCancel={onClose}
        />
      </SubmitForm>
    </Dialog>
  );
}
