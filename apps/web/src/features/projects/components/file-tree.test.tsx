import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileTree } from './file-tree.tsx';

const FILES = [
  { path: 'index.html', content: '<h1>Hi</h1>' },
  { path: 'style.css', content: '' },
  { path: 'js/app.js', content: '' },
];

function tree(readOnly = false) {
  const onAdd = vi.fn();
  const onDelete = vi.fn();
  const onSelect = vi.fn();
  render(
    <FileTree
      files={FILES}
      active="index.html"
      onSelect={onSelect}
      onAdd={onAdd}
      onDelete={onDelete}
      readOnly={readOnly}
    />,
  );
  return { onAdd, onDelete, onSelect };
}

describe('FileTree', () => {
  it('lists the files by folder, the open one current, index.html never deletable', async () => {
    const { onDelete, onSelect } = tree();
    expect(screen.getByRole('button', { name: 'index.html' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByText('js/')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete index.html' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete js/app.js' }));
    expect(onDelete).toHaveBeenCalledWith('js/app.js');
    await userEvent.click(screen.getByRole('button', { name: 'style.css' }));
    expect(onSelect).toHaveBeenCalledWith('style.css');
    expect(screen.getByText('Up to 30 files, 100 KB each and 500 KB in all.')).toBeTruthy();
  });

  it('says why a new file is refused beside its field, and adds a good one', async () => {
    const { onAdd } = tree();
    await userEvent.click(screen.getByRole('button', { name: 'New file' }));
    const field = screen.getByLabelText('File name');
    await userEvent.type(field, 'STYLE.css');
    await userEvent.click(screen.getByRole('button', { name: 'Add file' }));
    const refusal = screen.getByText('Another file is already named STYLE.css');
    expect(field.getAttribute('aria-describedby')).toBe(refusal.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(field);
    await userEvent.type(field, 'notes.txt');
    await userEvent.click(screen.getByRole('button', { name: 'Add file' }));
    expect(screen.getByText('A file must end in .html, .css or .js')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'pages/about.html');
    await userEvent.click(screen.getByRole('button', { name: 'Add file' }));
    expect(onAdd).toHaveBeenCalledWith({
      path: 'pages/about.html',
      content: expect.stringContaining('<title>pages/about.html</title>'),
    });
    expect(screen.queryByLabelText('File name')).toBeNull();
  });

  it('offers no change while an old version is shown', () => {
    tree(true);
    expect(screen.queryByRole('button', { name: 'New file' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });
});
