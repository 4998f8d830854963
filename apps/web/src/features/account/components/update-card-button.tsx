import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useUpdateCard } from '../api/update-card.ts';

/** /account's Update card: opens Paystack's page where the subscription's card is replaced. */
export function UpdateCardButton() {
  const update = useUpdateCard();
  return (
    <div className="mt-3 flex flex-col items-start gap-2">
      <Button variant="secondary" busy={update.isPending} onClick={() => update.mutate()}>
        Update card
      </Button>
      {update.isError && (
        <FormAlert>
          {update.error instanceof ApiError
            ? update.error.message
            : 'The card page could not open. Please try again.'}
        </FormAlert>
      )}
    </div>
  );
}
