// The analysis card's notes on its complexities: a rough estimate says so (and why); a full one says nothing; each
// claim of the code's comments shows as agreeing or not, with the server's explanation only when they differ, and,
// where the page has the code in an editor, a button that shows the line to blame there.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ComplexityClaims, RoughEstimateNote } from '@/components/complexity-notes';

describe('RoughEstimateNote', () => {
  it('shows nothing for an estimate read whole', () => {
    const { container } = render(<RoughEstimateNote estimate={{ precision: 'full' }} />);
    expect(container).toBeEmptyDOMElement();
  });
  it('says a rough estimate is rough, with its reason', () => {
    render(<RoughEstimateNote estimate={{ precision: 'rough', reason: 'time_budget' }} />);
    expect(screen.getByTestId('rough-estimate')).toHaveTextContent('estimate.reason.time_budget');
    expect(screen.getByTestId('rough-estimate')).toHaveTextContent('estimate.roughTitle');
  });
  it('still says so when the reason is missing', () => {
    render(<RoughEstimateNote estimate={{ precision: 'rough' }} />);
    expect(screen.getByTestId('rough-estimate')).toHaveTextContent('estimate.reason.unknown');
  });
});

describe('ComplexityClaims', () => {
  const differs = { kind: 'time' as const, claimed: 'O(n)', line: 3, detected: 'O(n^2)', agrees: false, cost_line: 7, explanation: 'The loop at line 7 <b>inside</b> the loop at line 5.' };
  const agrees = { kind: 'space' as const, claimed: 'O(1)', line: 4, detected: 'O(1)', agrees: true, explanation: 'unused when they agree' };

  it('shows nothing without claims', () => {
    const { container } = render(<ComplexityClaims claims={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
  it('shows a claim that differs with the explanation as text, and one that agrees without it', () => {
    render(<ComplexityClaims claims={[differs, agrees]} />);
    const time = screen.getByTestId('complexity-claim-time');
    expect(time).toHaveTextContent('claims.differs');
    expect(time).toHaveTextContent('The loop at line 7 <b>inside</b> the loop at line 5.');
    expect(time.querySelector('b')).toBeNull();
    const space = screen.getByTestId('complexity-claim-space');
    expect(space).toHaveTextContent('claims.agrees');
    expect(space).not.toHaveTextContent('unused when they agree');
  });

  it('offers to show the line to blame in the editor, by its line, with an accessible name', () => {
    const goToLine = vi.fn();
    render(<ComplexityClaims claims={[differs, agrees]} onGoToLine={goToLine} />);
    const button = screen.getByRole('button', { name: 'claims.goToLineLabel' });
    expect(button).toHaveTextContent('claims.goToLine');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(button);
    expect(goToLine).toHaveBeenCalledWith(7);
  });

  it('offers no button without an editor, or without a line to blame', () => {
    const { unmount } = render(<ComplexityClaims claims={[differs]} />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const { cost_line: _, ...unblamed } = differs;
    void _;
    render(<ComplexityClaims claims={[unblamed]} onGoToLine={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
