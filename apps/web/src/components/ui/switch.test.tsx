import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

afterEach(cleanup);

describe('Switch', () => {
  it('toggles with its label as name and aria-checked as state', () => {
    const onChange = vi.fn();
    render(<Switch checked={false} onChange={onChange} label="Available for jobs" />);
    const control = screen.getByRole('switch', { name: 'Available for jobs' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('keeps the focus while saving: busy and aria-disabled, not disabled, presses ignored', () => {
    const onChange = vi.fn();
    render(<Switch checked onChange={onChange} label="Available for jobs" isLoading />);
    const control = screen.getByRole('switch', { name: 'Available for jobs' }) as HTMLButtonElement;
    control.focus();
    expect(document.activeElement).toBe(control);
    expect(control.disabled).toBe(false);
    expect(control.getAttribute('aria-disabled')).toBe('true');
    expect(control.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(control);
    expect(onChange).not.toHaveBeenCalled();
  });
});
