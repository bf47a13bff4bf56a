/** An image that failed falls back to the next URL, then to initials; a row shown for another image starts afresh. */
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ImageOrInitials } from '../../../src/ui/components/ImageOrInitials';
import { click, render } from '../../support/render';

function Row() {
  const [network, setNetwork] = useState('a');
  return (
    <>
      <button type="button" data-testid="next" onClick={() => setNetwork('b')} />
      <ImageOrInitials className="icon" urls={[`https://img.example/${network}`]} label={`N${network}`} origin={undefined} />
    </>
  );
}

describe('ImageOrInitials', () => {
  it('shows initials once its image fails, and the new image when the row changes to another', () => {
    const { container, byTestId } = render(<Row />);
    const img = () => container.querySelector('img');
    expect(img()?.getAttribute('src')).toBe('https://img.example/a');
    act(() => void img()!.dispatchEvent(new Event('error')));
    expect(img()).toBeNull();
    expect(container.querySelector('.icon')!.textContent).toBe('NA');
    click(byTestId('next'));
    expect(img()?.getAttribute('src')).toBe('https://img.example/b');
  });
});
