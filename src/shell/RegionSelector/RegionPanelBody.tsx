import { type RefObject } from 'react';
import { useFocusTrap } from '../../components/useFocusTrap';
import RegionList from './RegionList';

interface RegionPanelBodyProps {
  /** The popover's panel (role="dialog"), which the focus trap keeps focus inside. */
  panelRef: RefObject<HTMLElement | null>;
  /** Opened by click or key: focus moves in and stays until Escape. */
  pinned: boolean;
  headingId: string;
  onEscape: () => void;
}

/**
 * What the region popover shows below its title: the list and, when pinned, the focus trap. Its
 * own chunk, fetched when the pointer or keyboard focus reaches the trigger, so the first load
 * carries only the trigger.
 */
export default function RegionPanelBody({ panelRef, pinned, headingId, onEscape }: RegionPanelBodyProps) {
  useFocusTrap(panelRef, pinned, onEscape);
  return <RegionList labelledBy={headingId} focusCurrent={pinned} />;
}
