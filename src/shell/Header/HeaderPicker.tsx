import '../../styles/header-picker.css';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../components/icons';

export interface PickerChoice {
  key: string;
  label: string;
  /** The language of the label, when it is not the page's (a store view named in its own language). */
  lang?: string;
  current: boolean;
}

interface HeaderPickerProps {
  /** What is picked, for the button's accessible name ("Currency", "Language"). */
  name: string;
  /** The current choice as the button shows it. */
  current: ReactNode;
  choices: readonly PickerChoice[];
  onPick: (key: string) => void;
  className?: string;
}

/**
 * A small choice list behind a button (WAI-ARIA disclosure): the button says what is chosen, opens a
 * list of buttons, Escape and a click outside close it and focus goes back to the button. Picking is
 * an explicit press, never a change of a select (WCAG 3.2.2: the page reloads after a pick).
 */
export function HeaderPicker({ name, current, choices, onPick, className }: HeaderPickerProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    // Escape closes the list only (in the menu drawer, not the drawer too) and returns to the button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={['header-picker', className].filter(Boolean).join(' ')}
      ref={wrapper}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && wrapper.current?.contains(event.relatedTarget))) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="header-picker__button"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="header-picker__name">{name}</span>
        <span className="header-picker__current">{current}</span>
        <Icon name="chevronDown" size={14} className={open ? 'header-picker__chevron--open' : undefined} />
      </button>
      <ul id={`${id}-list`} className="header-picker__list" hidden={!open} aria-label={name}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <button
              type="button"
              className="header-picker__choice"
              aria-current={choice.current ? 'true' : undefined}
              lang={choice.lang}
              onClick={() => {
                setOpen(false);
                if (!choice.current) onPick(choice.key);
              }}
            >
              {choice.current && <Icon name="check" size={14} />}
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
