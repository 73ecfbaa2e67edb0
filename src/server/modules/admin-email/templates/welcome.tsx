import { ActionButton, EmailLayout, Paragraph, Paragraphs } from './email-layout.tsx';

export type WelcomeProps = {
  firstName: string;
  platformUrl: string;
  personalMessage?: string;
  unsubscribeUrl?: string;
};

/** The welcome e-mail (and the welcome campaign's message). */
export function WelcomeEmail({
  firstName,
  platformUrl,
  personalMessage,
  unsubscribeUrl,
}: WelcomeProps) {
  return (
    <EmailLayout
      preview={`Welcome to Roamly, ${firstName}: your travel community is waiting`}
      heading={`Welcome to Roamly, ${firstName}!`}
      unsubscribeUrl={unsubscribeUrl}
    >
      <Paragraph>
        We are glad you are here. Roamly is where travellers share the places they love, plan trips
        together and find their next destination.
      </Paragraph>
      {personalMessage ? <Paragraphs text={personalMessage} /> : null}
      <Paragraph>
        Start by following a few travellers, posting a photo from your last trip or saving a
        destination you dream of.
      </Paragraph>
      <ActionButton href={platformUrl}>Explore Roamly</ActionButton>
      <Paragraph>Happy travels — the Roamly team</Paragraph>
    </EmailLayout>
  );
}
