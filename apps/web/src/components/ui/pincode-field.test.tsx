import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PincodeField } from './pincode-field';

afterEach(cleanup);

function Controlled() {
  const [pincode, setPincode] = useState('');
  return (
    <PincodeField label="Pincode" value={pincode} onChange={(e) => setPincode(e.target.value)} />
  );
}

function Registered({ onSave }: { onSave: (values: { pincode: string }) => void }) {
  const form = useForm({ defaultValues: { pincode: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <PincodeField label="Pincode" {...form.register('pincode')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('PincodeField', () => {
  it('is a numeric, postal-code field without a length cut', () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Pincode');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('postal-code');
    expect(input.hasAttribute('maxlength')).toBe(false);
  });

  it('keeps the six digits of a pasted "110 017" or "110-017" in a controlled form', () => {
    render(<Controlled />);
    const input = screen.getByLabelText<HTMLInputElement>('Pincode');
    fireEvent.change(input, { target: { value: '110 017' } });
    expect(input.value).toBe('110017');
    fireEvent.change(input, { target: { value: '110-0178' } });
    expect(input.value).toBe('110017');
  });

  it('gives a registered form the normalised value', async () => {
    const onSave = vi.fn();
    render(<Registered onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Pincode'), { target: { value: '400 001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toEqual({ pincode: '400001' });
  });
});
