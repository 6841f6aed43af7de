import '../../support/dialogPolyfill';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocumentPicker } from '../../../../editor/library';

interface Fruit {
  key: string;
  name: string;
  colour: string;
}

const FRUITS: readonly Fruit[] = [
  { key: 'apple', name: 'Apple', colour: 'green' },
  { key: 'cherry', name: 'Cherry', colour: 'red' },
];

const WORDS = {
  heading: 'Choose a fruit for Dessert',
  search: 'Search fruits by name',
  list: 'Fruits',
  searching: 'Picking the fruits…',
  nothingFound: 'No fruit has that name.',
  one: 'fruit',
  many: 'fruits',
};

const search = (words: string) =>
  Promise.resolve(FRUITS.filter((fruit) => fruit.name.toLowerCase().includes(words)));

function renderPicker(pictured: boolean) {
  const onChoose = vi.fn<(fruit: Fruit) => void>();
  const onClose = vi.fn();
  render(
    <DocumentPicker
      open
      words={WORDS}
      search={search}
      keyOf={(fruit) => fruit.key}
      titleOf={(fruit) => fruit.name}
      aboutOf={(fruit) => fruit.colour}
      {...(pictured
        ? { pictureOf: (fruit: Fruit) => <img src={`/${fruit.key}.png`} alt="" /> }
        : {})}
      onChoose={onChoose}
      onClose={onClose}
    />,
  );
  return {
    user: userEvent.setup(),
    onChoose,
    onClose,
    dialog: screen.getByRole('dialog', { name: WORDS.heading }),
  };
}

describe('DocumentPicker', () => {
  it('says its words, and names each option by its title, described by what follows', async () => {
    const { dialog } = renderPicker(false);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Picking the fruits…');
    const list = await within(dialog).findByRole('listbox', { name: 'Fruits' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 fruits');
    expect(within(list).getByRole('option', { name: 'Cherry' })).toHaveAccessibleDescription('red');
    expect(within(list).queryByRole('img')).toBeNull();
  });

  it('draws a picture before the title where one is given, out of the names', async () => {
    const { dialog } = renderPicker(true);
    const list = await within(dialog).findByRole('listbox', { name: 'Fruits' });
    const option = within(list).getByRole('option', { name: 'Apple' });
    expect(option.querySelector('img')).toHaveAttribute('src', '/apple.png');
    expect(option).toHaveAccessibleDescription('green');
  });

  it('chooses with Space as with Enter, and with a click; Cancel closes', async () => {
    const { user, dialog, onChoose, onClose } = renderPicker(false);
    const list = await within(dialog).findByRole('listbox');
    await user.click(within(dialog).getByLabelText('Search fruits by name'));
    await user.keyboard('{ArrowDown}{End} ');
    expect(onChoose).toHaveBeenLastCalledWith(FRUITS[1]);
    await user.click(within(list).getByRole('option', { name: 'Apple' }));
    expect(onChoose).toHaveBeenLastCalledWith(FRUITS[0]);
    await user.type(within(dialog).getByLabelText('Search fruits by name'), 'kiwi');
    expect(await within(dialog).findByText('No fruit has that name.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
