import { render, screen } from '@testing-library/react';
import { LoadingOverlay } from '../../../src/components/LoadingOverlay';

describe('LoadingOverlay (spec §2.4)', () => {
  it('announces its message politely, inline or covering the screen', () => {
    const { rerender } = render(<LoadingOverlay message="Loading…" />);
    const inline = screen.getByRole('status');
    expect(inline).toHaveTextContent('Loading…');
    expect(inline).toHaveAttribute('aria-live', 'polite');
    expect(inline).not.toHaveClass('loading-overlay--full');
    rerender(<LoadingOverlay fullScreen message="Placing order" />);
    expect(screen.getByRole('status')).toHaveClass('loading-overlay--full');
    expect(screen.getByRole('status')).toHaveTextContent('Placing order');
  });
});
