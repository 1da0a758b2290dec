/**
 * Said on the document when one of our confirmation dialogs has closed and given focus back (useConfirm): the
 * control that opened it may have gone meanwhile (the line it removed), which leaves focus on the page body
 * without any focus event, and the focus rescue (src/components/focusRescue.ts) listens for this instead.
 */
export const DIALOG_CLOSED = 'spectrane:dialog-closed';

export const announceDialogClosed = (): void => {
  document.dispatchEvent(new Event(DIALOG_CLOSED));
};
