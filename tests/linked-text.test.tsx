import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from '@/components/linked-text';

describe('LinkedText', () => {
  it('turns the <go> part into the link and keeps the text around it', () => {
    const { container } = render(<LinkedText text="No account yet? <go>Sign up</go> today" link={<a href="/register" />} />);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(container).toHaveTextContent('No account yet? Sign up today');
  });

  it('shows a text without a link part as it is, and never as markup', () => {
    const { container } = render(<LinkedText text={'<img src=x onerror="alert(1)"> plain'} link={<a href="/x" />} />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> plain');
  });
});
