import { SIGN_IN_FACTOR_MESSAGES } from '@thinkbuild/core/schemas/sign-in-factors';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  type TTwoFactorSetup,
  useConfirmTwoFactor,
  useStartTwoFactor,
  useTurnOffTwoFactor,
} from '../api/sign-in-factors.ts';
import { AccountCard } from './account-card.tsx';

const field = (event: FormEvent<HTMLFormElement>, name: string) =>
  String(new FormData(event.currentTarget).get(name) ?? '');

/** The otpauth:// link as a QR code (an SVG data URL) and the key to type by hand. */
function useQr(uri: string) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    QRCode.toString(uri, { type: 'svg', margin: 1 }).then(
      (svg) => setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => setSrc(null),
    );
  }, [uri]);
  return src;
}

function SetupStep({ setup, onOn }: { setup: TTwoFactorSetup; onOn: () => void }) {
  const confirm = useConfirmTwoFactor(onOn);
  const qr = useQr(setup.totpURI);
  const key = new URL(setup.totpURI).searchParams.get('secret') ?? '';
  const { fields, message } = errorsOfSave(confirm.error);
  return (
    <div className="mt-4 space-y-4">
      <p className="text-slate-700 text-sm">
        1. Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…),
        or type the key.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {qr && <img src={qr} alt="QR code for your authenticator app" className="h-40 w-40" />}
        <div className="min-w-0">
          <p className="text-slate-600 text-xs">Key</p>
          <code data-testid="totp-key" className="break-all font-mono text-slate-950 text-sm">
            {key}
          </code>
        </div>
      </div>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const code = field(event, 'code').trim();
          if (code) confirm.mutate(code);
        }}
      >
        <TextField
          label="2. Enter the 6-digit code it shows"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={fields.code}
          required
        />
        <Button type="submit" busy={confirm.isPending}>
          Verify and turn on
        </Button>
        {confirm.isError && !fields.code && <FormAlert>{message}</FormAlert>}
      </form>
    </div>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="mt-4 space-y-3">
      <FormAlert tone="success">Two-factor sign-in is on.</FormAlert>
      <p className="text-slate-700 text-sm">
        Save these backup codes somewhere safe. Each works once, if you lose your phone. They are
        shown only now.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onDone}>
        I have saved them
      </Button>
    </div>
  );
}

function TurnOn({ onOn }: { onOn: (backupCodes: string[]) => void }) {
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<TTwoFactorSetup | null>(null);
  const { fields, message } = errorsOfSave(start.error);
  if (setup) return <SetupStep setup={setup} onOn={() => onOn(setup.backupCodes)} />;
  return (
    <form
      noValidate
      className="mt-4 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const password = field(event, 'password');
        if (password) start.mutate(password, { onSuccess: setSetup });
      }}
    >
      <TextField
        label="Your password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={fields.password}
        required
      />
      <Button type="submit" busy={start.isPending}>
        Turn on two-factor sign-in
      </Button>
      {start.isError && !fields.password && <FormAlert>{message}</FormAlert>}
    </form>
  );
}

function TurnOff() {
  const off = useTurnOffTwoFactor();
  const { fields, message } = errorsOfSave(off.error);
  return (
    <form
      noValidate
      className="mt-4 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        off.mutate({ password: field(event, 'password'), code: field(event, 'code').trim() });
      }}
    >
      <FormAlert tone="success">
        Two-factor sign-in is on: signing in with your password also asks a code.
      </FormAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={fields.password}
          required
        />
        <TextField
          label="A code from your app, or a backup code"
          name="code"
          autoComplete="one-time-code"
          error={fields.code}
          required
        />
      </div>
      <Button type="submit" variant="secondary" busy={off.isPending}>
        Turn off two-factor sign-in
      </Button>
      {off.isError && !fields.password && !fields.code && <FormAlert>{message}</FormAlert>}
    </form>
  );
}

/** /account: "Two-factor sign-in" (an authenticator app), required of admins. */
export function TwoFactorCard({ enabled, isAdmin }: { enabled: boolean; isAdmin: boolean }) {
  const [params] = useSearchParams();
  const sentHere = params.get('twoFactor') === 'required' && !enabled;
  // Shown once, right after turning on; kept here as the card switches to "on" beneath them.
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <div id="two-factor" className="scroll-mt-24">
      <AccountCard
        headingId="two-factor-heading"
        title="Two-factor sign-in"
        intro="After your password, sign-in also asks a code from an authenticator app on your phone, so a leaked password alone is not enough."
        wide
      >
        {(sentHere || (isAdmin && !enabled)) && (
          <FormAlert className="mt-4">{SIGN_IN_FACTOR_MESSAGES.adminNeedsTwoFactor}</FormAlert>
        )}
        {codes ? (
          <BackupCodes codes={codes} onDone={() => setCodes(null)} />
        ) : enabled ? (
          <TurnOff />
        ) : (
          <TurnOn onOn={setCodes} />
        )}
      </AccountCard>
    </div>
  );
}
