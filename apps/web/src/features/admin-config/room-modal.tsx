import '@mantine/core/styles/Input.layer.css';
import { NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roomKinds, useSaveRoom, type AdminRoom, type RoomKind } from './api/admin-rooms';
import type { AdminSection } from './api/admin-sections';
import { Dialog } from '../../ui/dialog';
import classes from './admin-config.module.css';
import { ModalActions } from './modal-actions';
import { useRoomKindLabel } from './room-labels';
import { SubmitForm } from './submit-form';

/** Adds a room (POST rooms) or changes one's number, type or section (PUT rooms/{id}). */
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
  const kindLabel = useRoomKindLabel();
  const save = useSaveRoom();
  // A room keeps its section even when that section is no longer active; new rooms go to active ones.
  const offered = sections.filter((s) => s.active || s.id === room?.section.id);
  const [number, setNumber] = useState(room?.number ?? '');
  const [type, setType] = useState<RoomKind>(room?.type ?? 'shower');
  const [chosenSection, setSectionId] = useState(room ? String(room.section.id) : '');
  // The sections may arrive after the form opened: the first active one is the default.
  const sectionId = chosenSection !== '' ? chosenSection : String(offered[0]?.id ?? '');
  const [missing, setMissing] = useState<'number' | 'section' | null>(null);

  const submit = () => {
    if (number.trim() === '') return setMissing('number');
    if (sectionId === '') return setMissing('section');
    setMissing(null);
    save.mutate(
      { id: room?.id ?? null, body: { number: number.trim(), type, sectionId: Number(sectionId) } },
      { onSuccess: onClose },
    );
  };

  const required = <span role="alert">{t('admin.config.required')}</span>;
  return (
    <Dialog
      opened
      onClose={onClose}
      title={
        room ? t('admin.config.rooms.editTitle', { number: room.number }) : t('admin.config.rooms.addTitle')
      }
    >
      <SubmitForm className={classes.modalForm} onSubmit={submit}>
        <TextInput
          label={t('admin.config.rooms.number')}
          required
          data-autofocus
          dir="ltr"
          maxLength={20}
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
          error={missing === 'number' ? required : undefined}
        />
        <NativeSelect
          label={t('admin.config.rooms.type')}
          value={type}
          onChange={(e) => setType(e.currentTarget.value as RoomKind)}
          data={roomKinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
        />
        <NativeSelect
          label={t('admin.config.rooms.section')}
          required
          value={sectionId}
          onChange={(e) => setSectionId(e.currentTarget.value)}
          data={[
            ...(sectionId === '' ? [{ value: '', label: t('admin.config.rooms.chooseSection') }] : []),
            ...offered.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          error={missing === 'section' ? required : undefined}
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
