import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LessonTabs } from './lesson-tabs.tsx';

const tabs = [
  { id: 'transcript', label: 'Transcript', panel: <input aria-label="Search the transcript" /> },
  { id: 'code', label: 'Code', panel: <p>const answer = 42;</p> },
];

/** The tab panel that holds `text` (shown or hidden). */
const panelOf = (text: string) =>
  screen.getByText(text).closest<HTMLElement>('[role="tabpanel"]') ?? document.body;

describe('LessonTabs', () => {
  it('shows the first tab, its panel labelled by it, and hides the other', () => {
    render(<LessonTabs tabs={tabs} label="Transcript and Code" />);
    expect(screen.getByRole('tablist', { name: 'Transcript and Code' }));
    const transcript = screen.getByRole('tab', { name: 'Transcript' });
    expect(transcript.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Code' }).getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Transcript' });
    expect(transcript.getAttribute('aria-controls')).toBe(panel.id);
    expect(panelOf('const answer = 42;').hidden).toBe(true);
    // One tab stop: only the chosen tab is in the Tab order.
    expect(transcript.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Code' }).tabIndex).toBe(-1);
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', () => {
    render(<LessonTabs tabs={tabs} label="Transcript and Code" />);
    const transcript = screen.getByRole('tab', { name: 'Transcript' });
    const code = screen.getByRole('tab', { name: 'Code' });
    transcript.focus();
    fireEvent.keyDown(transcript, { key: 'ArrowRight' });
    expect(code.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(panelOf('const answer = 42;').hidden).toBe(false);
    fireEvent.keyDown(code, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(transcript);
    fireEvent.keyDown(transcript, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(code);
    fireEvent.keyDown(code, { key: 'Home' });
    expect(transcript.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(transcript, { key: 'End' });
    expect(code.getAttribute('aria-selected')).toBe('true');
  });

  it('keeps a hidden panel as it was (the transcript search survives a look at the code)', () => {
    render(<LessonTabs tabs={tabs} label="Transcript and Code" />);
    fireEvent.change(screen.getByLabelText('Search the transcript'), { target: { value: 'nav' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Code' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Transcript' }));
    expect((screen.getByLabelText('Search the transcript') as HTMLInputElement).value).toBe('nav');
  });

  it('shows nothing without tabs', () => {
    const { container } = render(<LessonTabs tabs={[]} label="Nothing" />);
    expect(container.innerHTML).toBe('');
  });

  it('mounts a lazy tab only once it is first opened, and keeps it after', () => {
    const lazy = [...tabs, { id: 'q', label: 'Questions', lazy: true, panel: <p>Threads</p> }];
    render(<LessonTabs tabs={lazy} label="Lesson extras" />);
    expect(screen.queryByText('Threads')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Questions' }));
    expect(screen.getByText('Threads'));
    fireEvent.click(screen.getByRole('tab', { name: 'Code' }));
    expect(panelOf('Threads').hidden).toBe(true);
  });
});
