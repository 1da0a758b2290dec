import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomOptionInput } from '../../../../src/features/catalog/product/CustomOptionInput';
import { useProductChoices } from '../../../../src/features/catalog/product/useProductChoices';
import { validateChoices } from '../../../../src/features/catalog/product/validateChoices';
import { NOTE_MAX_LENGTH, PaymentStep } from '../../../../src/features/checkout/steps/PaymentStep';
import { clipCodePoints, codePointLength, limitInsertion } from '../../../../src/lib/validation/codePoints';
import { usePriceDisplay } from '../../../../src/shared/prices/usePriceDisplay';
import { fixture } from '../../features/catalog/fixtures';
import { renderWithApp } from '../../shell/renderShell';

// Spec §5: text is limited by code points, as Magento counts. 🎨 is one code point, two UTF-16 units.
const EMOJI = '🎨';

describe('code points', () => {
  it('counts and clips by code point, never halving a surrogate pair', () => {
    expect(codePointLength(EMOJI.repeat(3))).toBe(3);
    expect(EMOJI.repeat(3).length).toBe(6);
    expect(clipCodePoints(`${EMOJI}a${EMOJI}`, 2)).toBe(`${EMOJI}a`);
    expect(clipCodePoints('abc', 5)).toBe('abc');
    expect(clipCodePoints('色彩標準', 2)).toBe('色彩');
  });

  it('keeps of what was typed or pasted only what fits, and the text around it', () => {
    expect(limitInsertion('abc', 'abcd', 5)).toBeNull();
    // Typed in the middle of a full entry: refused, the cursor stays after "a".
    expect(limitInsertion('abcde', 'aZbcde', 5)).toEqual({ value: 'abcde', caret: 1 });
    // Pasted into room for two: the first two go in, the rest of the text stays.
    expect(limitInsertion('abc', `a${EMOJI.repeat(3)}bc`, 5)).toEqual({ value: `a${EMOJI.repeat(2)}bc`, caret: 5 });
    // A selection replaced by longer text.
    expect(limitInsertion('abcde', 'aXYZWe', 5)).toEqual({ value: 'aXYZe', caret: 4 });
    // Emoji that share their first UTF-16 unit are told apart.
    expect(limitInsertion('🎨', '🎨🎩', 1)).toEqual({ value: '🎨', caret: 2 });
  });
});

function OptionHarness({ sku, title }: { sku: string; title: string }) {
  const product = fixture(sku);
  const form = useProductChoices(product);
  const display = usePriceDisplay();
  const option = (product.options ?? []).find((o) => o?.title === title);
  if (!option) throw new Error(`No option ${title}`);
  return (
    <>
      <label htmlFor="field">{title}</label>
      <CustomOptionInput option={option} field="field" form={form} display={display} invalid={false} />
      <output data-testid="errors">{validateChoices(product, form.choices).map((e) => e.message).join(',')}</output>
    </>
  );
}

describe('custom text options (spec §5)', () => {
  it('a field takes its limit in emoji, not half of it, and stops there', async () => {
    const user = userEvent.setup();
    renderWithApp(<OptionHarness sku="SFD-CORE-C" title="Personalized engraving" />);
    const field = screen.getByLabelText('Personalized engraving');
    // The engraving takes 24 characters.
    await user.click(field);
    await user.paste(EMOJI.repeat(30));
    expect(field).toHaveValue(EMOJI.repeat(24));
    expect(screen.getByTestId('errors')).not.toHaveTextContent('catalog.product.maxCharacters');
    // Typing in the middle of the full entry changes nothing, and the cursor stays where it was.
    await user.clear(field);
    await user.type(field, 'abcdefghijklmnopqrstuvwx');
    await user.type(field, 'Z', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(field).toHaveValue('abcdefghijklmnopqrstuvwx');
    expect((field as HTMLInputElement).selectionStart).toBe(1);
  });

  it('a text area counts what is left by code point and stops at its limit', async () => {
    const user = userEvent.setup();
    renderWithApp(<OptionHarness sku="SSV-CONSULT" title="Your brief" />);
    const area = screen.getByLabelText('Your brief');
    await user.click(area);
    await user.paste(EMOJI.repeat(490));
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
    await user.paste(EMOJI.repeat(20));
    expect(area).toHaveValue(EMOJI.repeat(500));
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
  });
});

describe('the order comment (spec §4)', () => {
  it(`takes ${NOTE_MAX_LENGTH} emoji, counts them as such, and sends them whole`, async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithApp(
      <PaymentStep methods={[{ code: 'checkmo', title: 'Check / Money order' }]} selected="checkmo" purchaseOrder="" note="" cardGateway={null} busy={false} onSubmit={onSubmit} />,
    );
    const comment = screen.getByLabelText('Order Comment');
    await user.click(comment);
    await user.paste(EMOJI.repeat(NOTE_MAX_LENGTH - 1));
    expect(screen.getByText(`${NOTE_MAX_LENGTH - 1} / ${NOTE_MAX_LENGTH}`)).toBeInTheDocument();
    await user.paste(EMOJI.repeat(5));
    expect(comment).toHaveValue(EMOJI.repeat(NOTE_MAX_LENGTH));
    expect(screen.getByText(`${NOTE_MAX_LENGTH} / ${NOTE_MAX_LENGTH}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ method: { code: 'checkmo' }, note: EMOJI.repeat(NOTE_MAX_LENGTH) }));
  });
});
