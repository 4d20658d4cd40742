import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Switch } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useId } from 'react';
import classes from './technical-names.module.css';

/**
 * Whether the staff screens show the names the code and the log use (a setting's key, an action's
 * name): off unless she turns it on; kept on this device, for every screen that offers it.
 */
export function useTechnicalNames(): [boolean, (shown: boolean) => void] {
  const [shown, setShown] = useLocalStorage<boolean>({
    key: 'showTechnicalNames',
    defaultValue: false,
    // Read after the first paint: the server's page and the first render agree (hidden).
    getInitialValueInEffect: true,
  });
  return [shown, setShown];
}

/** The switch that shows or hides them, with its hint (the words come from the screen's texts). */
export function TechnicalNamesSwitch({
  label,
  description,
  shown,
  onChange,
}: {
  label: string;
  description: string;
  shown: boolean;
  onChange: (shown: boolean) => void;
}) {
  const hintId = useId();
  // Mantine puts a switch's description inside its label: kept apart, the name stays the name.
  return (
    <div>
      <Switch
        label={label}
        aria-describedby={hintId}
        checked={shown}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <p id={hintId} className={classes.hint}>
        {description}
      </p>
    </div>
  );
}
