import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { settingDefinition, settingTextOf } from '@tevila/domain';
import { useLanguage } from '../../i18n/use-language';
import classes from './admin-config.module.css';

export interface SettingInputProps {
  settingKey: string;
  /** The setting's name as the page shows it (setting-parts' settingName). */
  label: string;
  type: string;
  value: string;
  onChange: (value: string) => void;
  description: ReactNode;
  error: ReactNode;
  disabled: boolean;
}

/** Values that read left to right in Hebrew too: numbers, addresses, codes, names of zones. */
const ltrTypes = new Set([
  'int',
  'decimal',
  'hour',
  'url',
  'email',
  'phone',
  'passcode4',
  'timezone',
  'countries',
  'ip',
  'reader',
  'account',
  'zone',
]);

/** The field that fits a setting's type (packages/domain/src/settings/types.ts). */
export function SettingInput({
  settingKey,
  label,
  type,
  value,
  onChange,
  description,
  error,
  disabled,
}: SettingInputProps) {
  const common = { label, description, error, disabled };
  const def = settingDefinition(settingKey);
  const hintId = useId();
  const choiceNames = settingTextOf(settingKey, useLanguage())?.choices;
  switch (type) {
    case 'bool':
      // Mantine puts a switch's description inside its label: kept apart, the name stays the name.
      return (
        <>
          <Switch
            label={label}
            error={error}
            disabled={disabled}
            aria-describedby={hintId}
            checked={value.toLowerCase() === 'true'}
            onChange={(e) => onChange(e.currentTarget.checked ? 'True' : 'False')}
          />
          <p id={hintId} className={classes.switchHint}>
            {description}
          </p>
        </>
      );
    case 'text':
      return (
        <Textarea
          {...common}
          value={value}
          autosize
          minRows={2}
          maxRows={8}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'int':
    case 'decimal':
    case 'hour':
      return (
        <TextInput
          {...common}
          type="number"
          dir="ltr"
          inputMode={type === 'int' ? 'numeric' : 'decimal'}
          step={type === 'int' ? 1 : 'any'}
          min={def?.min}
          max={def?.max}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'choice':
      return (
        <NativeSelect
          {...common}
          data={(def?.choices ?? []).map((choice) => {
            return { value: choice, label: choiceNames?.[choice] ?? choice };
          })}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'passcode4':
      return (
        <TextInput
          {...common}
          dir="ltr"
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={type === 'url' ? 'url' : type === 'email' ? 'email' : type === 'phone' ? 'tel' : 'text'}
          dir={ltrTypes.has(type) ? 'ltr' : undefined}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
