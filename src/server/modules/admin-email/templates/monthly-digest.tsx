import { ActionButton, EmailLayout, LineList, Paragraph } from './email-layout.tsx';

export type MonthlyDigestProps = {
  firstName: string;
  monthYear: string;
  topDestination: string;
  destinationDescription: string;
  topPosts: string;
  communityHighlights: string;
  platformUrl: string;
  unsubscribeUrl?: string;
};

/** The monthly digest: the month's top destination, top posts and community highlights. */
export function MonthlyDigestEmail(props: MonthlyDigestProps) {
  return (
    <EmailLayout
      preview={`${props.monthYear} on Roamly: ${props.topDestination} and the month's best posts`}
      heading={`Your Roamly digest for ${props.monthYear}`}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>Hi {props.firstName}, here is what travellers loved this month.</Paragraph>
      <Paragraph>
        <strong>Destination of the month: {props.topDestination}</strong>
      </Paragraph>
      <Paragraph>{props.destinationDescription}</Paragraph>
      <Paragraph>
        <strong>Top posts</strong>
      </Paragraph>
      <LineList text={props.topPosts} />
      <Paragraph>
        <strong>Community highlights</strong>
      </Paragraph>
      <LineList text={props.communityHighlights} />
      <ActionButton href={props.platformUrl}>See more on Roamly</ActionButton>
    </EmailLayout>
  );
}
