import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SearchBox } from './search-box.tsx';

afterEach(() => vi.useRealTimers());

function box() {
  return screen.getByLabelText('Search parcels') as HTMLInputElement;
}

describe('SearchBox', () => {
  test('searches once typing pauses, and the URL arriving at it keeps what was typed since', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const props = { label: 'Search parcels', placeholder: 'Reference', onSearch };
    const { rerender } = render(<SearchBox {...props} value={undefined} />);
    fireEvent.change(box(), { target: { value: ' saree ' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith('saree', { replace: true });
    fireEvent.change(box(), { target: { value: ' saree b' } });
    // The URL catches up with the first search while more is being typed.
    rerender(<SearchBox {...props} value="saree" />);
    expect(box().value).toBe(' saree b');
  });

  test('a change of the URL from outside drops a search still waiting, and shows its own', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const props = { label: 'Search parcels', placeholder: 'Reference', onSearch };
    const { rerender } = render(<SearchBox {...props} value="spice" />);
    fireEvent.change(box(), { target: { value: 'spice crate' } });
    rerender(<SearchBox {...props} value={undefined} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
    expect(box().value).toBe('');
  });

  test('Enter searches at once, but not while an input method is composing', () => {
    const onSearch = vi.fn();
    render(
      <SearchBox
        label="Search parcels"
        placeholder="Reference"
        value={undefined}
        onSearch={onSearch}
      />,
    );
    fireEvent.change(box(), { target: { value: 'pallet' } });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('pallet', { replace: false });
  });

  test('Enter with text hands it on after searching, as a scanner ends a barcode; empty, not', () => {
    const onSearch = vi.fn();
    const onEnter = vi.fn();
    render(
      <SearchBox
        label="Search parcels"
        placeholder="Reference"
        value={undefined}
        onSearch={onSearch}
        onEnter={onEnter}
      />,
    );
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onEnter).not.toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: ' 8906001234562 ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('8906001234562', { replace: false });
    expect(onEnter).toHaveBeenCalledWith('8906001234562');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });
});
