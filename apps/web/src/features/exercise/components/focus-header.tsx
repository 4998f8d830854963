import { Button } from '../../../ui/button.tsx';
import { ChevronDownIcon, ShrinkIcon } from '../../../ui/icons.tsx';
import { MarkdownText } from '../../../ui/markdown-text.tsx';

/**
 * Focus mode's top (exercise-workspace.tsx): the heading, Instructions folded away (they are
 * covered with the rest of the lesson) and Leave focus.
 */
export function FocusHeader({
  id,
  instructions,
  showInstructions,
  onToggleInstructions,
  onLeave,
}: {
  /** The workspace's id prefix: the instructions' region is `${id}-instructions`. */
  id: string;
  instructions: string;
  showInstructions: boolean;
  onToggleInstructions: () => void;
  onLeave: () => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 border-slate-200 border-b px-4 py-2">
        {/* On a phone the buttons need the line: the heading is for screen readers there. */}
        <h2 className="mr-auto font-bold text-slate-950 @max-md:sr-only">Code exercise</h2>
        <Button
          variant="ghost"
          className="px-3"
          aria-expanded={showInstructions}
          aria-controls={`${id}-instructions`}
          onClick={onToggleInstructions}
        >
          <ChevronDownIcon
            className={`h-4 w-4 transition-transform ${showInstructions ? 'rotate-180' : ''}`}
          />
          Instructions
        </Button>
        <Button variant="secondary" className="px-3" onClick={onLeave}>
          <ShrinkIcon className="h-4 w-4" />
          Leave focus
        </Button>
      </div>
      <div
        id={`${id}-instructions`}
        hidden={!showInstructions}
        className="max-h-[40dvh] overflow-y-auto border-slate-200 border-b bg-slate-50 px-4 pb-4 sm:px-7"
      >
        <MarkdownText source={instructions} className="mt-4 max-w-3xl" />
      </div>
    </>
  );
}
