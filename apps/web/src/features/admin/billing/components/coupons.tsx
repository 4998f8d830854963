import { formatDate } from '@thinkbuild/core/format';
import type { TAdminCoupon } from '@thinkbuild/core/schemas/coupons';
import { useState } from 'react';
import { useTimeZone } from '../../../../entities/session/session.ts';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';
import { Empty, RowHead, Table, TD, WIDE } from '../../components/admin-table.tsx';
import { useDisableCoupon } from '../api/disable-coupon.ts';
import { useCoupons } from '../api/get-coupons.ts';
import { CouponForm } from './coupon-form.tsx';

const usedText = (c: TAdminCoupon) => `${c.used} of ${c.cap ?? 'no cap'}`;

function CouponRow({ coupon: c, onDisable }: { coupon: TAdminCoupon; onDisable: () => void }) {
  const timeZone = useTimeZone();
  const expiry = c.expiresAt ? formatDate(c.expiresAt, timeZone) : 'Never';
  return (
    <tr>
      <RowHead
        folded={
          <>
            {c.appliesTo} · {c.expiresAt ? `last day ${expiry}` : 'no last day'}
          </>
        }
      >
        <span className="font-mono font-semibold">{c.code}</span>
        <span className="block text-slate-700">{c.off} off</span>
      </RowHead>
      <td className={`${TD} ${WIDE}`}>{c.appliesTo}</td>
      <td className={`${TD} ${WIDE}`}>{expiry}</td>
      <td className={`${TD} tabular-nums`}>
        {usedText(c)}
        {c.held > 0 && <span className="block text-slate-600">{c.held} held now</span>}
      </td>
      <td className={TD}>
        {c.disabledAt ? (
          <span className="text-slate-600">Disabled</span>
        ) : (
          <Button variant="secondary" onClick={onDisable}>
            Disable <span className="sr-only">{c.code}</span>
          </Button>
        )}
      </td>
    </tr>
  );
}

/** "Coupons" on /admin/billing: the form that makes one, and every coupon with its uses. */
export function Coupons() {
  const { data, isPending, error, refetch } = useCoupons();
  const disable = useDisableCoupon();
  const [asking, setAsking] = useState<TAdminCoupon | null>(null);
  return (
    <div className="space-y-6">
      <CouponForm />
      {error && <LoadError what="The coupons" retry={() => refetch()} />}
      {isPending && <p className="text-slate-600">Loading the coupons…</p>}
      {data && data.coupons.length === 0 && <Empty>No coupons made yet.</Empty>}
      {disable.error && <FormAlert>{disable.error.message}</FormAlert>}
      {data && data.coupons.length > 0 && (
        <Table
          label="Coupons"
          head={[
            { label: 'Code' },
            { label: 'Applies to', wide: true },
            { label: 'Last day', wide: true },
            { label: 'Used' },
            { label: 'Action' },
          ]}
        >
          {data.coupons.map((c) => (
            <CouponRow key={c.id} coupon={c} onDisable={() => setAsking(c)} />
          ))}
        </Table>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={`Disable ${asking?.code ?? 'the coupon'}?`}
        body="Nobody can use it from now on. Payments already made with it, and checkouts started with it, keep their price."
        confirmLabel="Disable coupon"
        busy={disable.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking) disable.mutate(asking.id, { onSettled: () => setAsking(null) });
        }}
      />
    </div>
  );
}
