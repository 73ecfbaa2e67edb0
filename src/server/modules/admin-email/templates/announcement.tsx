import { ActionButton, EmailLayout, Paragraph, Paragraphs } from './email-layout.tsx';

export type AnnouncementProps = {
  firstName: string;
  announcementTitle: string;
  announcementBody: string;
  actionUrl: string;
  actionText: string;
  unsubscribeUrl?: string;
};

/** An announcement: a title, the operator's text and one call to action. */
export function AnnouncementEmail(props: AnnouncementProps) {
  return (
    <EmailLayout
      preview={props.announcementTitle}
      heading={props.announcementTitle}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>Hi {props.firstName},</Paragraph>
      <Paragraphs text={props.announcementBody} />
      <ActionButton href={props.actionUrl}>{props.actionText}</ActionButton>
    </EmailLayout>
  );
}
