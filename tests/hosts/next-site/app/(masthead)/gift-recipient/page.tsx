import { Activation } from './activation.tsx';

export default function GiftRecipientPage() {
  return (
    <main>
      <h1>Choose a recipient</h1>
      <Activation />
    </main>
  );
}
